import { assign, fromPromise, setup } from 'xstate';
import type { RegisterRequest, SetNewPasswordRequest, ThirdBindRequest } from '../schemas/account/auth-api.ts';
import { failureOf, successPauseMs, type AccountFailure } from './account-outcome.ts';

/** What an account form sends, named by the form, so one `submit` service serves them all with the right call. */
export type AccountFormSubmission =
  | { form: 'register'; request: RegisterRequest }
  | { form: 'resetPassword'; request: SetNewPasswordRequest }
  | { form: 'bindAccount'; request: ThirdBindRequest };

export type AccountFormInput = {
  /** Where the page goes after a success: a path on this site, already checked by the caller. */
  next: string;
};

export type AccountFormContext = AccountFormInput & { failure: AccountFailure | null };

export type AccountFormEvent = { type: 'submit'; submission: AccountFormSubmission };

/**
 * One account form's submission (register, reset password, bind account; spec §8): editing → submitting (the `submit`
 * service with the form's checked request) → succeeded, which announces the success message and, after a short
 * pause, navigates to `next`. A refusal goes back to editing with the server's message. `submit`,
 * `announceSuccess` and `navigate` come with `provide`.
 */
export const accountFormMachine = setup({
  types: {
    input: {} as AccountFormInput,
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
  },
  actors: {
    submit: fromPromise<unknown, AccountFormSubmission>(() => Promise.reject(new Error('provide the submit actor'))),
  },
  actions: {
    announceSuccess: () => {},
    navigate: (_, _params: { href: string }) => {},
  },
  delays: { successPause: successPauseMs },
}).createMachine({
  id: 'accountForm',
  context: ({ input }) => ({ ...input, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { submit: { target: 'submitting', actions: assign({ failure: null }) } },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ event }) => event.submission,
        onDone: 'succeeded',
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    succeeded: {
      entry: 'announceSuccess',
      after: {
        successPause: { target: 'done', actions: { type: 'navigate', params: ({ context }) => ({ href: context.next }) } },
      },
    },
    done: { type: 'final' },
  },
});
