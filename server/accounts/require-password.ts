import type { FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AccountMessageKey } from '../../schemas/account/account-messages.ts';
import { authStatusCodes } from '../../schemas/account/auth-api.ts';
import { accountFailure } from './account-errors.ts';
import type { AuthSettings } from './auth-settings.ts';
import type { Member } from './members.ts';
import { currentHashCost, hashPassword, verifyPassword, type PasswordHashCost } from './password-hash.ts';

/** Who tries a password: the account as typed, and where from (`addressSource` or `sessionSource`). */
export type PasswordAttempt = { account: string; source: string };

export const addressSource = (request: FastifyRequest) => `address:${request.ip}`;
export const sessionSource = (token: string) => `session:${token}`;

/**
 * Checked instead of a member's hash when the account has no member, so both take one scrypt's time: made anew if the
 * cost of new hashes changed (only tests change it: server/accounts/password-hash.ts).
 */
let dummy: { cost: PasswordHashCost; hash: Promise<string> } | undefined;
function hashOfNoMember(): Promise<string> {
  if (dummy?.cost !== currentHashCost()) dummy = { cost: currentHashCost(), hash: hashPassword(`no member ${Math.random()}`) };
  return dummy.hash;
}

/**
 * Passes the member's right password and answers the member. An account without a member (or without a password)
 * fails exactly like a wrong password — same status, message and about the same time — so replies do not tell
 * registered accounts from others (issue 16, item 5; this overrides spec §8's 'User not found, please register first.'
 * on password login). After too many failures from one source, that source is held with the wait, right password or
 * not; failures from everywhere only slow the account's checks down, so the owner can still get in.
 */
export async function requirePassword<M extends Pick<Member, 'password_hash'>>(
  request: FastifyRequest,
  auth: AuthSettings,
  attempt: PasswordAttempt,
  member: M | undefined,
  password: string,
  wrongMessage: AccountMessageKey = 'wrongPassword',
): Promise<M> {
  const lockedFor = await auth.loginFailures.lockedForSeconds(attempt.account, attempt.source);
  if (lockedFor > 0) {
    throw accountFailure(request, authStatusCodes.tooManyAttempts, 'tooManyAttempts', {
      httpStatus: 429,
      values: { minutes: Math.ceil(lockedFor / 60) },
      data: { retryAfterSeconds: lockedFor },
    });
  }
  if (await auth.loginFailures.isUnderAttack(attempt.account)) await sleep(auth.slowPasswordCheckMs);
  const right = await verifyPassword(password, member?.password_hash ?? (await hashOfNoMember()));
  if (member && member.password_hash && right) {
    await auth.loginFailures.clearSource(attempt.account, attempt.source);
    return member;
  }
  await auth.loginFailures.record(attempt.account, attempt.source);
  throw accountFailure(request, authStatusCodes.wrongPassword, wrongMessage);
}
