import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

/** How long a session lasts without signing in again. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session for the member: the opaque token to hand to the reader (only its hash is stored). */
export async function createSession(db: Kysely<Database>, memberId: number, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('member_session').values({ token_hash: digest(token), member_id: memberId, created_at: now, expires_at: now + sessionLifetimeMs }).execute();
  return token;
}

/** The member a token signs in, or null for an unknown or expired token. */
export async function memberIdOfToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const row = await db.selectFrom('member_session').select(['member_id', 'expires_at']).where('token_hash', '=', digest(token)).executeTakeFirst();
  return row && row.expires_at > now ? row.member_id : null;
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('member_session').where('token_hash', '=', digest(token)).execute();
}

/** Every session of a member ends (a password reset or change signs out the other devices). */
export async function revokeMemberSessions(db: Kysely<Database>, memberId: number, exceptToken?: string): Promise<void> {
  let query = db.deleteFrom('member_session').where('member_id', '=', memberId);
  if (exceptToken) query = query.where('token_hash', '<>', digest(exceptToken));
  await query.execute();
}
