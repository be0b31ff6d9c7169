import type { FastifyRequest } from 'fastify';
import { memberStatusCodes } from '../../schemas/account/member-api.ts';
import type { CaptchaStore } from '../accounts/captcha-store.ts';
import { memberFailure } from './member-replies.ts';

/** Stops a subscribe or unsubscribe whose image captcha is not right (spec §5: "image verification code required"). */
export type CaptchaCheck = (request: FastifyRequest, captchaId: string, answer: string) => Promise<void>;

/**
 * The check against the captchas GET /rc-pub/api/captcha issues (server/accounts/captcha-store.ts: single use, either
 * way). Without the sign-in settings no captcha was ever issued, so none can be right.
 */
export function captchaCheckOf(captchas: CaptchaStore | undefined): CaptchaCheck {
  return async (request, captchaId, answer) => {
    const outcome = captchas ? await captchas.check(captchaId, answer) : 'expired';
    if (outcome !== 'ok') throw memberFailure(request, memberStatusCodes.captchaRejected, outcome === 'wrong' ? 'captchaWrong' : 'captchaExpired');
  };
}
