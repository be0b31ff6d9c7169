import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { authLimits } from '../../schemas/account/auth-api.ts';
import type { Database } from '../db/tables.ts';
import type { Env } from '../env.ts';
import { CaptchaStore } from './captcha-store.ts';
import { CodeSendLimits } from './code-send-limits.ts';
import { LoginFailures } from './login-failures.ts';
import { PasswordKey } from './password-key.ts';
import { DevelopmentLoginProvider } from './third-party/development-login-provider.ts';
import type { ThirdPartyLoginProvider } from './third-party/third-party-login-provider.ts';
import type { CodeLimits } from './verification-codes.ts';

/** What the auth endpoints share: secrets, clocks, limits and the stores (in the database: every server process sees the same). */
export type AuthSettings = {
  /** Signs third-party state and bind tickets; keys code hashes. */
  secret: Buffer;
  now: () => number;
  captchas: CaptchaStore;
  loginFailures: LoginFailures;
  /** How long each password check on an account under attack from many sources waits first. */
  slowPasswordCheckMs: number;
  codeLimits: CodeLimits;
  codeSends: CodeSendLimits;
  /** Multiplies every per-address rate limit. */
  rateLimitFactor: number;
  /** Absent: third-party login is off. */
  thirdParty?: ThirdPartyLoginProvider | undefined;
  /** The key passwords may arrive encrypted with (`getPublicKey`). */
  passwordKey: PasswordKey;
};

type AuthEnv = Pick<Env, 'NODE_ENV' | 'AUTH_SECRET' | 'AUTH_RATE_LIMIT_FACTOR' | 'CAPTCHA_TEST_ANSWER' | 'THIRD_PARTY_LOGIN' | 'THIRD_PARTY_DEV_IDENTITY' | 'THIRD_PARTY_CALLBACK_URL'>;

export type AuthOverrides = {
  now?: () => number;
  captchaTestAnswer?: string | undefined;
  thirdParty?: ThirdPartyLoginProvider | undefined;
  rateLimitFactor?: number;
  slowPasswordCheckMs?: number;
};

/** Server-side abuse limits (issue 16, item 5) beside the business constants of schemas/account/auth-api.ts. */
export const accountAbuseLimits = {
  /** Failures of one account from all addresses within the failure window before its checks are slowed. */
  accountFailuresBeforeSlowing: 10,
  slowPasswordCheckMs: 2000,
  /** Verification codes (any purpose) one mobile or e-mail address, or one member asking, receives. */
  codesPerRecipientPerHour: 5,
  codesPerRecipientPerDay: 10,
} as const;

export function createAuthSettings(db: Kysely<Database>, secret: Buffer, overrides: AuthOverrides = {}): AuthSettings {
  const now = overrides.now ?? Date.now;
  return {
    secret,
    now,
    captchas: new CaptchaStore(db, { lifetimeMs: authLimits.captchaLifetimeSeconds * 1000, now, testAnswer: overrides.captchaTestAnswer }),
    loginFailures: new LoginFailures(db, {
      allowedPerSource: authLimits.loginFailuresAllowed,
      slowAfterPerAccount: accountAbuseLimits.accountFailuresBeforeSlowing,
      windowMs: authLimits.loginFailureWindowSeconds * 1000,
      now,
    }),
    slowPasswordCheckMs: overrides.slowPasswordCheckMs ?? accountAbuseLimits.slowPasswordCheckMs,
    codeLimits: { lifetimeMs: authLimits.codeLifetimeSeconds * 1000, resendMs: authLimits.codeResendSeconds * 1000, maxAttempts: authLimits.codeMaxAttempts },
    codeSends: new CodeSendLimits(db, { kind: 'code-sent', perHour: accountAbuseLimits.codesPerRecipientPerHour, perDay: accountAbuseLimits.codesPerRecipientPerDay, now }),
    rateLimitFactor: overrides.rateLimitFactor ?? 1,
    thirdParty: overrides.thirdParty,
    passwordKey: new PasswordKey(db, secret),
  };
}

/**
 * The settings the environment asks for. CAPTCHA_TEST_ANSWER fixes every captcha's answer so automated tests can pass
 * the captcha; it is honoured only when NODE_ENV=test, never in development or production.
 */
export function authSettingsFromEnv(env: AuthEnv, db: Kysely<Database>, warn: (message: string) => void): AuthSettings {
  if (env.CAPTCHA_TEST_ANSWER && env.NODE_ENV !== 'test') warn('CAPTCHA_TEST_ANSWER is ignored: it is honoured only when NODE_ENV=test');
  const secret = env.AUTH_SECRET ? Buffer.from(env.AUTH_SECRET) : randomBytes(32);
  return createAuthSettings(db, secret, {
    captchaTestAnswer: env.NODE_ENV === 'test' ? env.CAPTCHA_TEST_ANSWER : undefined,
    rateLimitFactor: env.AUTH_RATE_LIMIT_FACTOR,
    thirdParty: env.THIRD_PARTY_LOGIN === 'development' ? new DevelopmentLoginProvider(env.THIRD_PARTY_CALLBACK_URL, env.THIRD_PARTY_DEV_IDENTITY) : undefined,
  });
}
