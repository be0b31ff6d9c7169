import { describe, expect, it } from 'vitest';
import { adoptSessionFromUrl } from '../adopt-session-from-url.ts';

describe('adoptSessionFromUrl', () => {
  it('turns token and userName into commonToken and userName cookies and removes them from the URL', () => {
    expect(adoptSessionFromUrl(new URL('https://optics.example.org/optics/en/article/12?token=abc123&userName=alice'))).toEqual({
      cookies: [
        { name: 'commonToken', value: 'abc123' },
        { name: 'userName', value: 'alice' },
      ],
      cleanedUrl: '/optics/en/article/12',
    });
  });

  it('keeps the other parameters in order and with their exact encoding, and the hash', () => {
    const url = new URL('https://x.example.org/en/search?q=a%20b&token=t1&type=article&userName=bob&sort=date+desc#results');
    expect(adoptSessionFromUrl(url).cleanedUrl).toBe('/en/search?q=a%20b&type=article&sort=date+desc#results');
  });

  it('decodes the values', () => {
    const url = new URL('https://x.example.org/zh?userName=%E5%BC%A0%E4%B8%89&token=a%2Bb%3D%3D');
    expect(adoptSessionFromUrl(url).cookies).toEqual([
      { name: 'commonToken', value: 'a+b==' },
      { name: 'userName', value: '张三' },
    ]);
  });

  it('adopts just one of the two when only one is there', () => {
    expect(adoptSessionFromUrl(new URL('https://x.example.org/en?token=only'))).toEqual({
      cookies: [{ name: 'commonToken', value: 'only' }],
      cleanedUrl: '/en',
    });
    expect(adoptSessionFromUrl(new URL('https://x.example.org/en?lang=en&userName=carol'))).toEqual({
      cookies: [{ name: 'userName', value: 'carol' }],
      cleanedUrl: '/en?lang=en',
    });
  });

  it('removes an empty one beside an adopted one', () => {
    expect(adoptSessionFromUrl(new URL('https://x.example.org/en?token=t&userName='))).toEqual({
      cookies: [{ name: 'commonToken', value: 't' }],
      cleanedUrl: '/en',
    });
  });

  it('removes encoded parameter names too', () => {
    expect(adoptSessionFromUrl(new URL('https://x.example.org/en?%74oken=t&page=2')).cleanedUrl).toBe('/en?page=2');
  });

  it('returns null when there is nothing to adopt', () => {
    expect(adoptSessionFromUrl(new URL('https://x.example.org/en/search?q=optics'))).toEqual({ cookies: [], cleanedUrl: null });
    expect(adoptSessionFromUrl(new URL('https://x.example.org/en?token=&userName='))).toEqual({ cookies: [], cleanedUrl: null });
  });

  it('does not mistake similar names for the session parameters', () => {
    expect(adoptSessionFromUrl(new URL('https://x.example.org/en?tokens=1&username=dave'))).toEqual({ cookies: [], cleanedUrl: null });
  });
});

import { loginHref } from '../login-href.ts';

describe('loginHref on the login page keeps only same-site return targets', () => {
  it.each(['/\\evil.example/x', '/%5Cevil.example', '/%09/evil.example', '//evil.example', 'https://evil.example/'])('drops %s', (target) => {
    expect(loginHref(`http://localhost/login?url=${encodeURIComponent(target)}`, 'en')).toBe('/login?url=%2F&lang=en');
  });
  it('keeps a plain path', () => {
    expect(loginHref('http://localhost/login?url=%2Fen%2Fissues%2F', 'en')).toBe('/login?url=%2Fen%2Fissues%2F&lang=en');
  });
});
