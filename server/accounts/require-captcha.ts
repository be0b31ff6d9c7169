import type { FastifyRequest } from 'fastify';
import { authStatusCodes } from '../../schemas/account/auth-api.ts';
import { accountFailure } from './account-errors.ts';
import type { CaptchaStore } from './captcha-store.ts';

/** Passes a right answer to a live captcha; otherwise stops the request (the captcha is used up either way). */
export async function requireCaptcha(request: FastifyRequest, captchas: CaptchaStore, captchaId: string, answer: string): Promise<void> {
  const outcome = await captchas.check(captchaId, answer);
  if (outcome === 'ok') return;
  throw accountFailure(request, authStatusCodes.captchaRejected, outcome === 'wrong' ? 'captchaWrong' : 'captchaExpired');
}
