import { describe, expect, it } from 'vitest';
import { migratedDatabaseEachTest } from '../../../tests/support/migrated-database.ts';
import { CaptchaStore } from '../captcha-store.ts';

function clock(start = 0) {
  const state = { now: start };
  return { state, now: () => state.now };
}

const database = migratedDatabaseEachTest();

describe('CaptchaStore', () => {
  it('answers an image as a PNG data URL (pixels, no glyph outlines), with a fresh id each time', async () => {
    const store = new CaptchaStore(database().db, { lifetimeMs: 60_000 });
    const first = await store.issue();
    expect(first.image).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(first.image.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect((await store.issue()).captchaId).not.toBe(first.captchaId);
  });

  it('is single use, right or wrong, and ignores case', async () => {
    const store = new CaptchaStore(database().db, { lifetimeMs: 60_000, testAnswer: 'aB3d' });
    const right = await store.issue();
    expect(await store.check(right.captchaId, 'AB3D')).toBe('ok');
    expect(await store.check(right.captchaId, 'AB3D')).toBe('expired');
    const wrong = await store.issue();
    expect(await store.check(wrong.captchaId, 'zzzz')).toBe('wrong');
    expect(await store.check(wrong.captchaId, 'aB3d')).toBe('expired');
    expect(await store.check('unknown', 'aB3d')).toBe('expired');
  });

  it('expires', async () => {
    const { state, now } = clock();
    const store = new CaptchaStore(database().db, { lifetimeMs: 1000, now, testAnswer: 'x' });
    const captcha = await store.issue();
    state.now = 1000;
    expect(await store.check(captcha.captchaId, 'x')).toBe('expired');
  });

  it('is checked by another store on the database (another server process), once', async () => {
    const drawn = new CaptchaStore(database().db, { lifetimeMs: 60_000, testAnswer: 'x' });
    const other = new CaptchaStore(database().db, { lifetimeMs: 60_000 });
    const captcha = await drawn.issue();
    expect(await other.check(captcha.captchaId, 'X')).toBe('ok');
    expect(await drawn.check(captcha.captchaId, 'x')).toBe('expired');
  });

  it('forgets expired captchas as new ones are issued', async () => {
    const { state, now } = clock(100_000);
    const store = new CaptchaStore(database().db, { lifetimeMs: 1000, now, testAnswer: 'x' });
    await store.issue();
    await store.issue();
    state.now = 200_000;
    const live = await store.issue();
    const kept = await database().db.selectFrom('captcha').select('id').execute();
    expect(kept.map(({ id }) => id)).toEqual([live.captchaId]);
  });
});
