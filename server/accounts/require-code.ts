import type { FastifyRequest } from 'fastify';
import type { AccountMessageKey } from '../../schemas/account/account-messages.ts';
import { authStatusCodes } from '../../schemas/account/auth-api.ts';
import { accountFailure } from './account-errors.ts';
import type { AuthDeps } from './auth-deps.ts';
import { checkCode, type CodeAddress, type CodeOutcome } from './verification-codes.ts';

const messageOf: Record<Exclude<CodeOutcome, 'ok'>, AccountMessageKey> = {
  wrong: 'codeWrong',
  expired: 'codeExpired',
  exhausted: 'codeTooManyAttempts',
};

/** Passes the right code for the address (using it up); otherwise stops the request with why. */
export async function requireCode({ db, auth }: AuthDeps, request: FastifyRequest, address: CodeAddress, code: string): Promise<void> {
  const outcome = await checkCode(db, auth.secret, address, code, auth.codeLimits, auth.now());
  if (outcome !== 'ok') throw accountFailure(request, authStatusCodes.codeRejected, messageOf[outcome]);
}
