import { assign, fromPromise, setup } from 'xstate';
import type { SubscribeRequest, UnSubscribeRequest } from '../schemas/account/member-api.ts';
import { failureOf, type AccountFailure } from './account-outcome.ts';

/** What the reader asked for: alerts by a rule, or no more alerts to an e-mail (spec §4 "by entering the e-mail again"). */
export type SubscriptionSubmission = { mode: 'subscribe'; request: SubscribeRequest } | { mode: 'unsubscribe'; request: UnSubscribeRequest };
export type SubscriptionMode = SubscriptionSubmission['mode'];

/** The first problem of each field, in the reader's language. */
export type SubscriptionFieldMessages = Record<string, string>;

export type SubscriptionContext = {
  submission: SubscriptionSubmission | null;
  fieldMessages: SubscriptionFieldMessages;
  failure: AccountFailure | null;
  /** What the last successful submission did. */
  done: SubscriptionMode | null;
};

export type SubscriptionEvent = { type: 'submit'; submission: SubscriptionSubmission } | { type: 'edit' };

const cleared: SubscriptionContext = { submission: null, fieldMessages: {}, failure: null, done: null };

/**
 * The e-mail alert form (spec §3 Subscription, §5): a submission is first checked (`check`: the field messages, or
 * null when it may be sent — e-mail, captcha, keywords), then sent (`send`). A success is announced; a refusal returns
 * to editing with the server's message. An image captcha is good for one attempt, so every sending ends with
 * `refreshCaptcha`. `check`, `send`, `announceSuccess` and `refreshCaptcha` come with `provide`.
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
  },
  actors: {
    check: fromPromise<SubscriptionFieldMessages | null, SubscriptionSubmission>(() => Promise.reject(new Error('provide the check actor'))),
    send: fromPromise<unknown, SubscriptionSubmission>(() => Promise.reject(new Error('provide the send actor'))),
  },
  actions: {
    announceSuccess: (_, _params: { mode: SubscriptionMode }) => {},
    refreshCaptcha: () => {},
  },
}).createMachine({
  id: 'subscription',
  context: cleared,
  initial: 'editing',
  states: {
    editing: {
      on: {
        submit: { target: 'checking', actions: assign(({ event }) => ({ ...cleared, submission: event.submission })) },
      },
    },
    checking: {
      invoke: {
        src: 'check',
        input: ({ context }) => context.submission!,
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'editing', actions: assign({ fieldMessages: ({ event }) => event.output ?? {} }) },
          { target: 'sending' },
        ],
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => context.submission!,
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ done: ({ context }) => context.submission!.mode }),
            { type: 'announceSuccess', params: ({ context }) => ({ mode: context.submission!.mode }) },
            'refreshCaptcha',
          ],
        },
        onError: { target: 'editing', actions: [assign({ failure: ({ event }) => failureOf(event.error) }), 'refreshCaptcha'] },
      },
    },
    succeeded: {
      on: {
        submit: { target: 'checking', actions: assign(({ event }) => ({ ...cleared, submission: event.submission })) },
        edit: { target: 'editing', actions: assign({ done: null }) },
      },
    },
  },
});
