import { describe, expect, it } from 'vitest';
import { CaptchaStore } from '../captcha-store.ts';

function clock(start = 0) {
  const state = { now: start };
  return { state, now: () => state.now };
}

describe('CaptchaStore', () => {
  it('answers an image as a PNG data URL (pixels, no glyph outlines), with a fresh id each time', () => {
    const store = new CaptchaStore({ lifetimeMs: 60_000 });
    const first = store.issue();
    expect(first.image).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(first.image.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(store.issue().captchaId).not.toBe(first.captchaId);
  });

  it('is single use, right or wrong, and ignores case', () => {
    const store = new CaptchaStore({ lifetimeMs: 60_000, testAnswer: 'aB3d' });
    const right = store.issue();
    expect(store.check(right.captchaId, 'AB3D')).toBe('ok');
    expect(store.check(right.captchaId, 'AB3D')).toBe('expired');
    const wrong = store.issue();
    expect(store.check(wrong.captchaId, 'zzzz')).toBe('wrong');
    expect(store.check(wrong.captchaId, 'aB3d')).toBe('expired');
    expect(store.check('unknown', 'aB3d')).toBe('expired');
  });

  it('expires', () => {
    const { state, now } = clock();
    const store = new CaptchaStore({ lifetimeMs: 1000, now, testAnswer: 'x' });
    const captcha = store.issue();
    state.now = 1000;
    expect(store.check(captcha.captchaId, 'x')).toBe('expired');
  });

  it('forgets expired captchas and stays within its capacity', () => {
    const { state, now } = clock();
    const store = new CaptchaStore({ lifetimeMs: 1000, now, capacity: 3, testAnswer: 'x' });
    const oldest = store.issue();
    store.issue();
    store.issue();
    const newest = store.issue();
    expect(store.size).toBe(3);
    expect(store.check(oldest.captchaId, 'x')).toBe('expired');
    state.now = 5000;
    store.issue();
    expect(store.size).toBe(1);
    expect(store.check(newest.captchaId, 'x')).toBe('expired');
  });
});
