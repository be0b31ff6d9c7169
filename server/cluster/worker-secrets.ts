import { randomBytes } from 'node:crypto';
import type { Env } from '../env.ts';

/**
 * The secrets every worker must hold alike, given to each in its environment: what the environment sets, else made
 * here once per start. AUTH_SECRET keys verification-code hashes, signs third-party login state, AI panel tokens,
 * OAI-PMH resumption tokens and the visit counter's reader ids, and encrypts the password key kept in the database;
 * TRANSLATION_AES_KEY is the key getAesKey hands out. Made per process, a code sent by one worker would be refused by
 * the next. They are never written to the database, whose copy would then reveal them; across machines the
 * environment must set them (docs: README, Environment).
 */
export function workerSecrets(env: Pick<Env, 'AUTH_SECRET' | 'TRANSLATION_AES_KEY'>): Record<string, string> {
  return {
    AUTH_SECRET: env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    TRANSLATION_AES_KEY: env.TRANSLATION_AES_KEY ?? randomBytes(32).toString('hex'),
  };
}
