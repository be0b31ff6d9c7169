import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountKindOf } from '../../schemas/account/account-rules.ts';
import { authStatusCodes, type SendCodeReply, type sendCodeRequest } from '../../schemas/account/auth-api.ts';
import { accountFailure, readerLanguage } from './account-errors.ts';
import type { AuthDeps } from './auth-deps.ts';
import { deliverCode } from './code-delivery.ts';
import { askingMemberKey, recipientKey } from './code-send-limits.ts';
import { findMemberByAccount } from './members.ts';
import { requireCaptcha } from './require-captcha.ts';
import { issueCode, withdrawCode } from './verification-codes.ts';

type SendCodeInput = z.output<typeof sendCodeRequest>;

/**
 * Whether a code is to be delivered: `register` to an unknown account, `login` and `reset` to a member's,
 * `changeMobile` to a mobile no other member uses (for the signed-in member, whose id is answered). A `login` or
 * `reset` code asked for an account without a member is answered exactly as if it were sent, but nothing is sent:
 * the reply must not tell registered accounts from others (issue 16, item 5; this overrides spec §8's
 * 'User not found, please register first.' here). Registration cannot help saying an account exists; it is
 * rate-limited instead.
 */
async function mayDeliver({ db }: AuthDeps, request: FastifyRequest, { account, purpose }: SendCodeInput, memberId: number | null): Promise<boolean> {
  const owner = await findMemberByAccount(db, account);
  if (purpose === 'register' && owner) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'alreadyRegistered');
  if (purpose === 'changeMobile' && owner && owner.id !== memberId) throw accountFailure(request, authStatusCodes.alreadyRegistered, 'mobileInUse');
  return Boolean(owner) || purpose === 'register' || purpose === 'changeMobile';
}

/** Refuses a code to a recipient (or for a member) who has had their share this hour or day. */
async function requireSendAllowed({ auth }: AuthDeps, request: FastifyRequest, keys: readonly string[]): Promise<void> {
  const retryAfterSeconds = await auth.codeSends.secondsUntilAllowed(keys);
  if (retryAfterSeconds > 0) throw accountFailure(request, authStatusCodes.tooManyRequests, 'tooManyRequests', { httpStatus: 429, data: { retryAfterSeconds } });
}

/** sendReceiverMessage: checks the captcha, the purpose and the limits, then sends a new code unless one went out too recently. */
export async function sendCode(deps: AuthDeps, request: FastifyRequest, input: SendCodeInput, memberId: number | null): Promise<SendCodeReply> {
  await requireCaptcha(request, deps.auth.captchas, input.captchaId, input.captcha);
  // Without a gateway no mobile gets a code: said alike for every mobile, before asking whose it is (else a
  // registered one would get "not sent" and any other "sent").
  if (accountKindOf(input.account) === 'mobile' && !deps.sms.canSend) throw accountFailure(request, authStatusCodes.codeNotSent, 'codeNotSent', { httpStatus: 503 });
  const deliver = await mayDeliver(deps, request, input, memberId);
  const limitKeys = [recipientKey(input.account), ...(memberId === null ? [] : [askingMemberKey(memberId)])];
  await requireSendAllowed(deps, request, limitKeys);
  const address = { account: input.account, purpose: input.purpose, memberId };
  // Issued (and so held by the resend interval) even when not delivered, so both cases answer alike.
  const issued = await issueCode(deps.db, deps.auth.secret, address, deps.auth.codeLimits, deps.auth.now());
  if ('retryAfterSeconds' in issued) {
    const { retryAfterSeconds } = issued;
    throw accountFailure(request, authStatusCodes.resendTooSoon, 'resendTooSoon', { httpStatus: 429, values: { seconds: retryAfterSeconds }, data: { retryAfterSeconds } });
  }
  await deps.auth.codeSends.record(limitKeys);
  const lifetimeMinutes = Math.round(deps.auth.codeLimits.lifetimeMs / 60_000);
  let channel: SendCodeReply['channel'] = accountKindOf(input.account) === 'mobile' ? 'sms' : 'email';
  try {
    if (deliver) channel = await deliverCode(deps, input.account, issued.code, lifetimeMinutes, readerLanguage(request));
  } catch (error) {
    request.log.error({ err: error }, 'verification code not delivered');
    await withdrawCode(deps.db, address);
    throw accountFailure(request, authStatusCodes.codeNotSent, 'codeNotSent', { httpStatus: 503 });
  }
  return { channel, resendAfterSeconds: Math.round(deps.auth.codeLimits.resendMs / 1000), expiresInSeconds: Math.round(deps.auth.codeLimits.lifetimeMs / 1000) };
}
