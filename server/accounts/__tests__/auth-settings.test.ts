import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { readEnv } from '../../env.ts';
import { authSettingsFromEnv as settingsWith } from '../auth-settings.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.close();
});

const authSettingsFromEnv = (env: Parameters<typeof settingsWith>[0], warn: (message: string) => void) => settingsWith(env, handle.db, warn);

const answerOf = async (settings: ReturnType<typeof authSettingsFromEnv>) => {
  const { captchaId } = await settings.captchas.issue();
  return settings.captchas.check(captchaId, 'Fixed1');
};

describe('authSettingsFromEnv', () => {
  it('honours CAPTCHA_TEST_ANSWER only when NODE_ENV=test', async () => {
    const warnings: string[] = [];
    const test = authSettingsFromEnv(readEnv({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: 'Fixed1' }), (m) => warnings.push(m));
    expect(await answerOf(test)).toBe('ok');
    expect(warnings).toEqual([]);
    for (const mode of ['production', 'development'] as const) {
      const settings = authSettingsFromEnv(readEnv({ NODE_ENV: mode, CAPTCHA_TEST_ANSWER: 'Fixed1' }), (m) => warnings.push(m));
      expect(await answerOf(settings)).toBe('wrong');
    }
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/honoured only when NODE_ENV=test/);
  });

  it('uses AUTH_SECRET when given, else a random secret per process', () => {
    const secret = 'a'.repeat(32);
    expect(authSettingsFromEnv(readEnv({ AUTH_SECRET: secret }), () => {}).secret.toString()).toBe(secret);
    const one = authSettingsFromEnv(readEnv({}), () => {}).secret;
    expect(one).toHaveLength(32);
    expect(one.equals(authSettingsFromEnv(readEnv({}), () => {}).secret)).toBe(false);
    expect(() => readEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('turns third-party login on only when asked', () => {
    expect(authSettingsFromEnv(readEnv({}), () => {}).thirdParty).toBeUndefined();
    const on = authSettingsFromEnv(readEnv({ THIRD_PARTY_LOGIN: 'development', THIRD_PARTY_DEV_IDENTITY: 'alice' }), () => {});
    expect(on.thirdParty?.authorizeUrl('s')).toBe('/login?code=dev%3Aalice&state=s');
  });
});
