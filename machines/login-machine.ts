import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { BindRequiredData, LoginByMessageRequest, LoginReply, LoginRequest, ThirdLoginQuery } from '../schemas/account/auth-api.ts';
import { failureOf, successPauseMs, type AccountFailure } from './account-outcome.ts';
import { verificationCodeMachine } from './verification-code-machine.ts';

/** The login screen's tabs (spec §1: by password or by SMS code; `/quickLogin` opens on the code tab). */
export type LoginMethod = 'password' | 'code';

export type LoginInput = {
  method: LoginMethod;
  /** Where a successful login goes: a path on this site, already checked by the caller. */
  returnTo: string;
  /** The third party's `code` and `state` when it sent the reader back to this page (the callback page). */
  thirdPartyCallback?: ThirdLoginQuery | undefined;
};

/**
 * What the third party's callback came to: signed in (returning where the reader set out from, when known), or an
 * identity to link to an existing account first ('User not found, please bind first.').
 */
export type ThirdPartyOutcome = { kind: 'signedIn'; returnTo?: string | undefined } | { kind: 'bindRequired'; binding: BindRequiredData };

export type LoginContext = LoginInput & { failure: AccountFailure | null };

export type LoginEvent =
  | { type: 'method.choose'; method: LoginMethod }
  | { type: 'password.submit'; credentials: LoginRequest }
  | { type: 'code.submit'; credentials: LoginByMessageRequest }
  | { type: 'code.send'; account: string; captcha: string }
  | { type: 'captcha.refresh' }
  | { type: 'thirdParty.start' };

/**
 * Signing in (spec §1, §8): the password tab submits account and password; the code tab sends a code (image captcha,
 * then the resend countdown, in the invoked `verificationCode` machine, which lives as long as the screen so a tab
 * switch keeps its countdown) and submits account and code. The third-party button asks for the provider's address
 * and leaves for it; the provider sends the reader back here with `code` and `state`, which sign in or lead to
 * binding an existing account. A refused login shows the server's message ('User not found, please register
 * first.') and stays editable; a successful one announces 'Login successful' and, after a short pause, navigates to
 * `returnTo`. Services (`login`, `loginByCode`, `thirdPartyUrl`, `loginByThirdParty`, and the child's
 * `loadCaptcha`, `sendCode`) and actions come with `provide`.
 */
export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    children: {} as { verificationCode: 'verificationCode' },
  },
  actors: {
    login: fromPromise<LoginReply, LoginRequest>(() => Promise.reject(new Error('provide the login actor'))),
    loginByCode: fromPromise<LoginReply, LoginByMessageRequest>(() => Promise.reject(new Error('provide the loginByCode actor'))),
    thirdPartyUrl: fromPromise<string, { returnTo: string }>(() => Promise.reject(new Error('provide the thirdPartyUrl actor'))),
    loginByThirdParty: fromPromise<ThirdPartyOutcome, ThirdLoginQuery>(() => Promise.reject(new Error('provide the loginByThirdParty actor'))),
    verificationCode: verificationCodeMachine,
  },
  actions: {
    announceSuccess: () => {},
    navigate: (_, _params: { href: string }) => {},
    openBinding: (_, _params: { binding: BindRequiredData }) => {},
    recordFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
  },
  delays: { successPause: successPauseMs },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ ...input, failure: null }),
  invoke: { id: 'verificationCode', src: 'verificationCode', input: { purpose: 'login' } },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.thirdPartyCallback !== undefined, target: 'returningFromThirdParty' }, { target: 'editing' }],
    },
    returningFromThirdParty: {
      invoke: {
        src: 'loginByThirdParty',
        input: ({ context }) => context.thirdPartyCallback!,
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'bindRequired',
            target: 'leavingForBinding',
            actions: { type: 'openBinding', params: ({ event }) => ({ binding: (event.output as Extract<ThirdPartyOutcome, { kind: 'bindRequired' }>).binding }) },
          },
          {
            target: 'succeeded',
            actions: assign({ returnTo: ({ context, event }) => (event.output.kind === 'signedIn' && event.output.returnTo) || context.returnTo }),
          },
        ],
        onError: { target: 'editing', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    leavingForBinding: { type: 'final' },
    leavingForThirdParty: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'thirdPartyUrl',
        input: ({ context }) => ({ returnTo: context.returnTo }),
        onDone: { target: 'done', actions: { type: 'navigate', params: ({ event }) => ({ href: event.output }) } },
        onError: { target: 'editing', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    editing: {
      // The code tab shows the image captcha a send needs (loaded once; the child ignores a second load).
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.method === 'code') enqueue.sendTo('verificationCode', { type: 'captcha.load' });
      }),
      on: {
        'method.choose': { target: 'editing', reenter: true, actions: assign({ method: ({ event }) => event.method, failure: null }) },
        'password.submit': { guard: ({ context }) => context.method === 'password', target: 'signingInWithPassword' },
        'code.submit': { guard: ({ context }) => context.method === 'code', target: 'signingInWithCode' },
        'code.send': { actions: sendTo('verificationCode', ({ event }) => event) },
        'captcha.refresh': { actions: sendTo('verificationCode', ({ event }) => event) },
        'thirdParty.start': 'leavingForThirdParty',
      },
    },
    signingInWithPassword: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'login',
        input: ({ event }) => (event as Extract<LoginEvent, { type: 'password.submit' }>).credentials,
        onDone: 'succeeded',
        onError: { target: 'editing', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signingInWithCode: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'loginByCode',
        input: ({ event }) => (event as Extract<LoginEvent, { type: 'code.submit' }>).credentials,
        onDone: 'succeeded',
        onError: { target: 'editing', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: {
      entry: 'announceSuccess',
      after: {
        successPause: { target: 'done', actions: { type: 'navigate', params: ({ context }) => ({ href: context.returnTo }) } },
      },
    },
    done: { type: 'final' },
  },
});
