import type { Env } from '../env.ts';
import { translationAesKey } from './aes-body.ts';
import { createBaiduProvider } from './baidu-provider.ts';
import type { TranslationProvider } from './translation-provider.ts';

export type TranslationSettings = {
  /** AES-256 key of the request body, handed out by getAesKey. */
  aesKey: Buffer;
  /** Absent: translation answers `translationUnavailable`. */
  provider: TranslationProvider | undefined;
};

type TranslationEnv = Partial<
  Pick<Env, 'TRANSLATION_PROVIDER_URL' | 'TRANSLATION_APP_ID' | 'TRANSLATION_SECRET' | 'TRANSLATION_AES_KEY' | 'TRANSLATION_TIMEOUT_MS'>
>;

const credentialNames = ['TRANSLATION_PROVIDER_URL', 'TRANSLATION_APP_ID', 'TRANSLATION_SECRET'] as const;

/** The translation provider the environment configures (all three variables, or none), and the body key. */
export function translationSettingsFromEnv(env: TranslationEnv): TranslationSettings {
  const aesKey = translationAesKey(env.TRANSLATION_AES_KEY);
  const missing = credentialNames.filter((name) => !env[name]);
  if (missing.length === credentialNames.length) return { aesKey, provider: undefined };
  if (missing.length) throw new Error(`Invalid environment:\n  ${missing.join(', ')}: required when any of ${credentialNames.join(', ')} is set`);
  const provider = createBaiduProvider({
    url: env.TRANSLATION_PROVIDER_URL!,
    appId: env.TRANSLATION_APP_ID!,
    secret: env.TRANSLATION_SECRET!,
    timeoutMs: env.TRANSLATION_TIMEOUT_MS ?? 10_000,
  });
  return { aesKey, provider };
}
