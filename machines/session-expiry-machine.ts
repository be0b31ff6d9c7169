import { assign, setup } from 'xstate';

/** Spec §4/§9: delay between the 401 message and the redirect to login. */
export const redirectAfterUnauthorizedMs = 1100;

export type SessionExpiryInput = {
  /** The login page's address with the return URL, as it is when the 401 arrives (runtime/session/login-href.ts). */
  loginTarget: () => string;
};

export type SessionExpiryEvent = { type: 'UNAUTHORIZED'; message: string };

/**
 * Spec §4 "Session", one actor per page: the first 401 clears the stored user name and token, shows the reply's
 * message (an empty one shows nothing), and after 1100 ms goes to login with the return URL. Further 401s while
 * expiring are ignored, so concurrent failing calls make one message and one redirect. Effects come with `provide`.
 */
export const sessionExpiryMachine = setup({
  types: {
    input: {} as SessionExpiryInput,
    context: {} as SessionExpiryInput & { href: string },
    events: {} as SessionExpiryEvent,
  },
  actions: {
    clearSession: () => {},
    showMessage: (_, _params: { message: string }) => {},
    navigate: (_, _params: { href: string }) => {},
  },
  guards: {
    hasMessage: ({ event }) => event.message !== '',
  },
  delays: { redirect: redirectAfterUnauthorizedMs },
}).createMachine({
  id: 'sessionExpiry',
  context: ({ input }) => ({ ...input, href: '' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        UNAUTHORIZED: [
          {
            guard: 'hasMessage',
            target: 'expiring',
            actions: ['clearSession', { type: 'showMessage', params: ({ event }) => ({ message: event.message }) }],
          },
          { target: 'expiring', actions: 'clearSession' },
        ],
      },
    },
    expiring: {
      // The return URL is read now, before anything else can move the reader.
      entry: assign({ href: ({ context }) => context.loginTarget() }),
      after: {
        redirect: { target: 'redirected', actions: { type: 'navigate', params: ({ context }) => ({ href: context.href }) } },
      },
    },
    redirected: { type: 'final' },
  },
});
