import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authStatusCodes, type SendCodeReply, type sendCodeRequest } from '../../schemas/account/auth-api.ts';
import { accountFailure, readerLanguage } from './account-errors.ts';
import type { AuthDeps } from './auth-deps.ts';
import { deliverCode } from './code-delivery.ts';
import { findMemberByAccount } from './members.ts';
import { requireCaptcha } from './require-captcha.ts';
import { issueCode, withdrawCode } from './verification-codes.ts';

type SendCodeInput = z.output<typeof sendCodeRequest>;

/**
 * Whether a code may be sent for this purpose: `register` to an unknown account, `login` and `reset` to a member's,
 * `changeMobile` to a mobile no other member uses (for the signed-in member, whose id is answered).
 */
async function checkPurpose({ db }: AuthDeps, request: FastifyRequest, { account, purpose }: SendCodeInput, memberId: number | null): Promise<void> {
  const owner = await findMemberByAccount(db, account);
  if (purpose === 'register' && owner) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'alreadyRegistered');
  if ((purpose === 'login' || purpose === 'reset') && !owner) throw accountFailure(request, authStatusCodes.userNotFound, 'userNotFoundRegister');
  if (purpose === 'changeMobile' && owner && owner.id !== memberId) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'mobileInUse');
}

/** sendReceiverMessage: checks the captcha and the purpose, then sends a new code unless one went out too recently. */
export async function sendCode(deps: AuthDeps, request: FastifyRequest, input: SendCodeInput, memberId: number | null): Promise<SendCodeReply> {
  requireCaptcha(request, deps.auth.captchas, input.captchaId, input.captcha);
  await checkPurpose(deps, request, input, memberId);
  const address = { account: input.account, purpose: input.purpose, memberId };
  const issued = await issueCode(deps.db, deps.auth.secret, address, deps.auth.codeLimits, deps.auth.now());
  if ('retryAfterSeconds' in issued) {
    const { retryAfterSeconds } = issued;
    throw accountFailure(request, authStatusCodes.resendTooSoon, 'resendTooSoon', { httpStatus: 429, values: { seconds: retryAfterSeconds }, data: { retryAfterSeconds } });
  }
  const lifetimeMinutes = Math.round(deps.auth.codeLimits.lifetimeMs / 60_000);
  let channel: SendCodeReply['channel'];
  try {
    channel = await deliverCode(deps, input.account, issued.code, lifetimeMinutes, readerLanguage(request));
  } catch (error) {
    request.log.error({ err: error }, 'verification code not delivered');
    await withdrawCode(deps.db, address);
    throw accountFailure(request, authStatusCodes.codeNotSent, 'codeNotSent', { httpStatus: 503 });
  }
  return { channel, resendAfterSeconds: Math.round(deps.auth.codeLimits.resendMs / 1000), expiresInSeconds: Math.round(deps.auth.codeLimits.lifetimeMs / 1000) };
}
