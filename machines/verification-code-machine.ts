import { assign, fromPromise, raise, setup } from 'xstate';
import type { CaptchaReply, CodePurpose, SendCodeReply, SendCodeRequest } from '../schemas/account/auth-api.ts';
import { failureOf, type AccountFailure } from './account-outcome.ts';
import { codeCountdownMachine } from './code-countdown-machine.ts';

export type VerificationCodeInput = { purpose: CodePurpose };

export type VerificationCodeContext = {
  purpose: CodePurpose;
  /** The image captcha the next send answers; single use, so a new one is loaded after every send. */
  captcha: CaptchaReply | null;
  /** The send being made. */
  pending: SendCodeRequest | null;
  /** Seconds until the code may be sent again (0: it may). */
  resendIn: number;
  /** Where the last code went. */
  channel: SendCodeReply['channel'] | null;
  failure: AccountFailure | null;
};

export type VerificationCodeEvent =
  | { type: 'captcha.load' }
  | { type: 'captcha.refresh' }
  | { type: 'code.send'; account: string; captcha: string };

/**
 * A verification code sent by SMS or e-mail (spec §4, §7 `sendReceiverMessage`), in two regions. `captcha`: the
 * image captcha a send needs, loaded on `captcha.load` (once) or `captcha.refresh` (again). `code`: ready → sending
 * (the send service) → counting down the seconds the server gave (code-countdown-machine) → ready, when the button
 * may send again. A refused send shows the server's message; one refused as too soon counts down what it says.
 * Services (`loadCaptcha`, `sendCode`) and the `announceSent` action come with `provide`.
 */
export const verificationCodeMachine = setup({
  types: {
    input: {} as VerificationCodeInput,
    context: {} as VerificationCodeContext,
    events: {} as VerificationCodeEvent,
  },
  actors: {
    loadCaptcha: fromPromise<CaptchaReply>(() => Promise.reject(new Error('provide the loadCaptcha actor'))),
    sendCode: fromPromise<SendCodeReply, SendCodeRequest>(() => Promise.reject(new Error('provide the sendCode actor'))),
    countdown: codeCountdownMachine,
  },
  actions: {
    announceSent: (_, _params: { channel: SendCodeReply['channel'] }) => {},
  },
  guards: {
    hasCaptcha: ({ context }) => context.captcha !== null,
  },
}).createMachine({
  id: 'verificationCode',
  context: ({ input }) => ({ purpose: input.purpose, captcha: null, pending: null, resendIn: 0, channel: null, failure: null }),
  type: 'parallel',
  states: {
    captcha: {
      initial: 'idle',
      states: {
        idle: { on: { 'captcha.load': 'loading', 'captcha.refresh': 'loading' } },
        loading: {
          invoke: {
            src: 'loadCaptcha',
            onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ captcha: null }) },
          },
        },
        ready: { on: { 'captcha.refresh': 'loading' } },
        failed: { on: { 'captcha.load': 'loading', 'captcha.refresh': 'loading' } },
      },
    },
    code: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'code.send': {
              guard: 'hasCaptcha',
              target: 'sending',
              actions: assign({
                failure: null,
                pending: ({ context, event }) => ({ account: event.account, purpose: context.purpose, captchaId: context.captcha!.captchaId, captcha: event.captcha }),
              }),
            },
          },
        },
        sending: {
          invoke: {
            src: 'sendCode',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'counting',
              actions: [
                assign({ resendIn: ({ event }) => event.output.resendAfterSeconds, channel: ({ event }) => event.output.channel }),
                { type: 'announceSent', params: ({ event }) => ({ channel: event.output.channel }) },
              ],
            },
            onError: [
              {
                guard: ({ event }) => (failureOf(event.error).retryAfterSeconds ?? 0) > 0,
                target: 'counting',
                actions: assign({ failure: ({ event }) => failureOf(event.error), resendIn: ({ event }) => failureOf(event.error).retryAfterSeconds! }),
              },
              { target: 'ready', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
            ],
          },
          // The captcha was spent on this send, whatever the answer.
          exit: [assign({ pending: null }), raise({ type: 'captcha.refresh' })],
        },
        counting: {
          invoke: {
            src: 'countdown',
            input: ({ context }) => ({ seconds: context.resendIn }),
            onSnapshot: { actions: assign({ resendIn: ({ event }) => event.snapshot.context.remaining }) },
            onDone: { target: 'ready', actions: assign({ resendIn: 0 }) },
          },
        },
      },
    },
  },
});
