import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CodePurpose } from '../../schemas/account/auth-api.ts';
import type { Database } from '../db/tables.ts';

export type CodeLimits = { lifetimeMs: number; resendMs: number; maxAttempts: number };
/** Who a code is for: the account it was sent to, its purpose, and for `changeMobile` the member who asked. */
export type CodeAddress = { account: string; purpose: CodePurpose; memberId?: number | null | undefined };

export type IssuedCode = { code: string } | { retryAfterSeconds: number };
export type CodeOutcome = 'ok' | 'wrong' | 'expired' | 'exhausted';

/** Only an HMAC of the code is stored, bound to its address, so a database copy does not reveal live codes. */
function codeHash(secret: Buffer, address: CodeAddress, code: string): string {
  return createHmac('sha256', secret).update(`${address.purpose}\n${address.account}\n${code}`).digest('hex');
}

/**
 * A new 6-digit code for the address, replacing any earlier one; or, within the resend interval of the last one,
 * the seconds left to wait.
 */
export async function issueCode(db: Kysely<Database>, secret: Buffer, address: CodeAddress, limits: CodeLimits, now: number): Promise<IssuedCode> {
  const previous = await db
    .selectFrom('verification_code')
    .select('sent_at')
    .where('account', '=', address.account)
    .where('purpose', '=', address.purpose)
    .executeTakeFirst();
  if (previous && previous.sent_at + limits.resendMs > now) return { retryAfterSeconds: Math.ceil((previous.sent_at + limits.resendMs - now) / 1000) };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = { member_id: address.memberId ?? null, code_hash: codeHash(secret, address, code), sent_at: now, expires_at: now + limits.lifetimeMs, failed_attempts: 0 };
  await db
    .insertInto('verification_code')
    .values({ account: address.account, purpose: address.purpose, ...row })
    .onConflict((conflict) => conflict.columns(['account', 'purpose']).doUpdateSet(row))
    .execute();
  return { code };
}

/** Takes back a code that could not be delivered, so the reader may ask again at once. */
export async function withdrawCode(db: Kysely<Database>, address: Pick<CodeAddress, 'account' | 'purpose'>): Promise<void> {
  await db.deleteFrom('verification_code').where('account', '=', address.account).where('purpose', '=', address.purpose).execute();
}

/**
 * Checks a code: right (the code is used up), wrong (one attempt counted), expired, or exhausted after the last
 * allowed wrong attempt (the row stays, refusing every code, so the resend interval still holds). A code sent for
 * `changeMobile` is good only for the member who asked for it.
 */
export async function checkCode(db: Kysely<Database>, secret: Buffer, address: CodeAddress, code: string, limits: CodeLimits, now: number): Promise<CodeOutcome> {
  const remove = () => db.deleteFrom('verification_code').where('account', '=', address.account).where('purpose', '=', address.purpose);
  const row = await db
    .selectFrom('verification_code')
    .selectAll()
    .where('account', '=', address.account)
    .where('purpose', '=', address.purpose)
    .executeTakeFirst();
  if (!row) return 'wrong';
  if (row.expires_at <= now) {
    await remove().execute();
    return 'expired';
  }
  if (row.failed_attempts >= limits.maxAttempts) return 'exhausted';
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(secret, address, code), 'hex');
  const sameMember = (row.member_id ?? null) === (address.memberId ?? null);
  if (sameMember && expected.length === given.length && timingSafeEqual(expected, given)) {
    // Deleting the very row read makes the code single-use even when two requests race with it.
    const used = await remove().where('code_hash', '=', row.code_hash).where('sent_at', '=', row.sent_at).executeTakeFirst();
    return used.numDeletedRows > 0n ? 'ok' : 'wrong';
  }
  await db
    .updateTable('verification_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('account', '=', address.account)
    .where('purpose', '=', address.purpose)
    .execute();
  return row.failed_attempts + 1 >= limits.maxAttempts ? 'exhausted' : 'wrong';
}
