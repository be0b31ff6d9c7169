import type { ActorRefFrom } from 'xstate';
import type { CodePurpose } from '../../schemas/account/auth-api.ts';
import type { verificationCodeMachine } from '../../machines/verification-code-machine.ts';
import type { FieldProblems } from './field-problems.ts';
import type { AccountKit } from './load-account-kit.ts';

export type VerificationCodeActor = ActorRefFrom<typeof verificationCodeMachine>;

/** The fields a code request is checked on: the account it goes to, and the captcha that allows it. */
export const codeRequestFields = ['account', 'captcha'] as const;

/**
 * Sends a verification code when the account and captcha pass the server's checks; returns their problems (none when
 * the request went out).
 */
export function requestCode(kit: AccountKit, actor: VerificationCodeActor, purpose: CodePurpose, { account, captcha }: { account: string; captcha: string }) {
  const captchaId = actor.getSnapshot().context.captcha?.captchaId ?? '';
  const { request, problems: found } = kit.checks.sendCode({ account, purpose, captchaId, captcha });
  const problems: FieldProblems<(typeof codeRequestFields)[number]> = { account: found.account, captcha: found.captcha };
  if (request) actor.send({ type: 'code.send', account: request.account, captcha: request.captcha });
  return problems;
}
