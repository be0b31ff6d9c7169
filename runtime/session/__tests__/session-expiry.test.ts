import { describe, expect, it } from 'vitest';
import { loginHref } from '../login-href.ts';
import { expireSession, redirectAfterUnauthorizedMs, type ExpireSessionOptions } from '../session-expiry.ts';

/** A scheduler whose time moves only when the test says so. */
function fakeScheduler() {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  return {
    schedule: (run: () => void, ms: number) => {
      timers.push({ at: now + ms, run });
      return timers.length;
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

function setUp(overrides: Partial<ExpireSessionOptions> = {}) {
  const calls: string[] = [];
  const scheduler = fakeScheduler();
  const handle = expireSession({
    message: 'Login expired, please log in again',
    currentUrl: 'https://optics.example.org/optics/en/article/12?from=search#fig1',
    language: 'en',
    clearSession: () => calls.push('clear'),
    showMessage: (message) => calls.push(`message: ${message}`),
    navigate: (href) => calls.push(`navigate: ${href}`),
    schedule: scheduler.schedule,
    ...overrides,
  });
  return { calls, scheduler, handle };
}

describe('expireSession', () => {
  it('waits 1100 ms', () => {
    expect(redirectAfterUnauthorizedMs).toBe(1100);
  });

  it('clears the session and shows the message at once, and navigates to login only after 1100 ms', () => {
    const { calls, scheduler, handle } = setUp();
    expect(handle).toBe(1);
    expect(calls).toEqual(['clear', 'message: Login expired, please log in again']);

    scheduler.advance(1099);
    expect(calls).toEqual(['clear', 'message: Login expired, please log in again']);

    scheduler.advance(1);
    expect(calls).toEqual([
      'clear',
      'message: Login expired, please log in again',
      'navigate: /login?url=%2Foptics%2Fen%2Farticle%2F12%3Ffrom%3Dsearch&lang=en',
    ]);
  });

  it('shows no empty message', () => {
    const { calls, scheduler } = setUp({ message: '', currentUrl: '/zh/search?q=光学', language: 'zh' });
    scheduler.advance(1100);
    expect(calls).toEqual(['clear', 'navigate: /login?url=%2Fzh%2Fsearch%3Fq%3D%25E5%2585%2589%25E5%25AD%25A6&lang=zh']);
  });

  it('accepts a URL object', () => {
    const { calls, scheduler } = setUp({ currentUrl: new URL('https://x.example.org/ecology/kor/'), language: 'kor' });
    scheduler.advance(1100);
    expect(calls[2]).toBe('navigate: /login?url=%2Fecology%2Fkor%2F&lang=kor');
  });
});

describe('loginHref', () => {
  it('drops origin and hash from the return URL', () => {
    expect(loginHref('https://evil.example.com/en/news?id=3#top', 'en')).toBe('/login?url=%2Fen%2Fnews%3Fid%3D3&lang=en');
  });

  it('keeps the return target when already on the login page', () => {
    expect(loginHref('/login?url=%2Fen%2Fuser%2Fcenter&lang=en', 'en')).toBe('/login?url=%2Fen%2Fuser%2Fcenter&lang=en');
    expect(loginHref('/login?lang=zh', 'zh')).toBe('/login?url=%2F&lang=zh');
    expect(loginHref('/login?url=https%3A%2F%2Fevil.example.com', 'en')).toBe('/login?url=%2F&lang=en');
    expect(loginHref('/login?url=%2F%2Fevil.example.com', 'en')).toBe('/login?url=%2F&lang=en');
  });
});
