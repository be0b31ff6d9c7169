import { fromPromise, type NonReducibleUnknown } from 'xstate';
import type { CaptchaReply, SendCodeReply, SendCodeRequest } from '../../schemas/account/auth-api.ts';

/** A service call the test answers by hand: what it was called with, and how to settle it. */
export type PendingCall<Input, Output> = { input: Input; resolve: (output: Output) => void; reject: (error: unknown) => void };

/** A promise actor that records each call and waits for the test to settle it. */
export function manualService<Output, Input = NonReducibleUnknown>() {
  const calls: PendingCall<Input, Output>[] = [];
  const actor = fromPromise<Output, Input>(({ input }) => new Promise<Output>((resolve, reject) => calls.push({ input, resolve, reject })));
  return { calls, actor, last: () => calls.at(-1)! };
}

/** Lets settled promises reach the actors. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The captcha and send-code services of the verification-code machine, answered by hand. */
export function codeServices() {
  const captcha = manualService<CaptchaReply>();
  const send = manualService<SendCodeReply, SendCodeRequest>();
  return { captcha, send, actors: { loadCaptcha: captcha.actor, sendCode: send.actor } };
}

export const captchaNo = (n: number): CaptchaReply => ({ captchaId: `c${n}`, image: `data:image/svg+xml;base64,${n}` });
