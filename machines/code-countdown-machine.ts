import { assign, setup } from 'xstate';

/** What the resend button waits when the server names no interval (schemas/account/auth-api.ts `codeResendSeconds`). */
export const defaultResendSeconds = 60;

export type CodeCountdownInput = { seconds?: number };

/**
 * Spec §4: the resend button of a verification code counts down in seconds. Starts with the seconds the server said
 * (whole seconds, default 60), ticks once a second, and is done — the code may be sent again — at 0.
 */
export const codeCountdownMachine = setup({
  types: {
    input: {} as CodeCountdownInput,
    context: {} as { remaining: number },
  },
  guards: {
    lastSecond: ({ context }) => context.remaining <= 1,
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'codeCountdown',
  context: ({ input }) => ({ remaining: Math.max(0, Math.ceil(input.seconds ?? defaultResendSeconds)) }),
  initial: 'counting',
  states: {
    counting: {
      always: { guard: ({ context }) => context.remaining <= 0, target: 'done' },
      after: {
        tick: [
          { guard: 'lastSecond', target: 'done', actions: assign({ remaining: 0 }) },
          { target: 'counting', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
        ],
      },
    },
    done: { type: 'final' },
  },
});
