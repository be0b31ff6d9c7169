import { createHash, randomBytes } from 'node:crypto';
import Tokens from '@fastify/csrf';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';

/** An admin session lasts a working day; signing in again is cheap beside a stolen week-old cookie. */
export const adminSessionLifetimeMs = 12 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * CSRF tokens (@fastify/csrf) made from the session's own secret, kept in the database beside it: a token of one
 * session is refused in every other, in every process.
 */
const csrfTokens = new Tokens({ userInfo: false });

export type AdminSessionRecord = { accountId: number; csrfSecret: string };

/** A new session: the opaque token for the cookie (only its hash is stored). */
export async function createAdminSession(db: Kysely<Database>, accountId: number, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('admin_session')
    .values({ token_hash: digest(token), account_id: accountId, csrf_secret: csrfTokens.secretSync(), created_at: now, expires_at: now + adminSessionLifetimeMs })
    .execute();
  return token;
}

/** The session a token opens, or null for an unknown or expired one. */
export async function adminSessionOfToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<AdminSessionRecord | null> {
  if (!token || token.length > 200) return null;
  const row = await db.selectFrom('admin_session').select(['account_id', 'csrf_secret', 'expires_at']).where('token_hash', '=', digest(token)).executeTakeFirst();
  return row && row.expires_at > now ? { accountId: row.account_id, csrfSecret: row.csrf_secret } : null;
}

export async function revokeAdminSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('admin_session').where('token_hash', '=', digest(token)).execute();
}

/** The token the admin app sends back in `x-csrf-token` with every write of this session. */
export const csrfTokenFor = (session: AdminSessionRecord): string => csrfTokens.create(session.csrfSecret);

export const csrfTokenValid = (session: AdminSessionRecord, given: string): boolean => given !== '' && csrfTokens.verify(session.csrfSecret, given);
