import type { FastifyRequest } from 'fastify';
import type { AccountMessageKey } from '../../schemas/account/account-messages.ts';
import { authStatusCodes } from '../../schemas/account/auth-api.ts';
import { accountFailure } from './account-errors.ts';
import type { AuthSettings } from './auth-settings.ts';
import type { Member } from './members.ts';
import { userNameOf } from './members.ts';
import { verifyPassword } from './password-hash.ts';

/**
 * Passes the member's right password. Failures count against the member's account whatever the address (spec-free
 * brute-force guard): after too many, every try is refused with the wait, right password or not.
 */
export async function requirePassword(
  request: FastifyRequest,
  auth: AuthSettings,
  member: Pick<Member, 'id' | 'mobile' | 'email' | 'password_hash'>,
  password: string,
  wrongMessage: AccountMessageKey = 'wrongPassword',
): Promise<void> {
  const account = userNameOf(member);
  const lockedFor = auth.loginFailures.lockedForSeconds(account);
  if (lockedFor > 0) {
    throw accountFailure(request, authStatusCodes.tooManyAttempts, 'tooManyAttempts', {
      httpStatus: 429,
      values: { minutes: Math.ceil(lockedFor / 60) },
      data: { retryAfterSeconds: lockedFor },
    });
  }
  if (await verifyPassword(password, member.password_hash)) {
    auth.loginFailures.clear(account);
    return;
  }
  auth.loginFailures.record(account);
  throw accountFailure(request, authStatusCodes.wrongPassword, wrongMessage);
}
