import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Actor, createActor as CreateActor, fromPromise as FromPromise } from 'xstate';
import type {
  subscriptionMachine as SubscriptionMachine,
  SubscriptionContext,
  SubscriptionFieldMessages,
  SubscriptionMode,
  SubscriptionSubmission,
} from '../../machines/subscription-machine.ts';

type Loaded = { createActor: typeof CreateActor; fromPromise: typeof FromPromise; subscriptionMachine: typeof SubscriptionMachine };
let loading: Promise<Loaded> | undefined;

/** XState and the machine load with the reader's first submission (or a focus in the form), never with the page. */
export function loadSubscriptionMachine(): Promise<Loaded> {
  loading ??= Promise.all([import('xstate'), import('../../machines/subscription-machine.ts')]).then(
    ([xstate, machine]) => ({ createActor: xstate.createActor, fromPromise: xstate.fromPromise, subscriptionMachine: machine.subscriptionMachine }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What the machine's injected services do in the page. */
export type SubscriptionServices = {
  check: (submission: SubscriptionSubmission) => Promise<SubscriptionFieldMessages | null>;
  send: (submission: SubscriptionSubmission) => Promise<unknown>;
  announceSuccess: (mode: SubscriptionMode) => void;
  refreshCaptcha: () => void;
};

type View = { state: string; context: SubscriptionContext };
const initialView: View = { state: 'editing', context: { submission: null, fieldMessages: {}, failure: null, done: null } };

/** The services are read when used, so the actor always runs the latest render's. */
function startActor({ createActor, fromPromise, subscriptionMachine }: Loaded, services: RefObject<SubscriptionServices>, onChange: (view: View) => void) {
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        check: fromPromise(({ input }: { input: SubscriptionSubmission }) => services.current.check(input)),
        send: fromPromise(({ input }: { input: SubscriptionSubmission }) => services.current.send(input)),
      },
      actions: {
        announceSuccess: (_, { mode }) => services.current.announceSuccess(mode),
        refreshCaptcha: () => services.current.refreshCaptcha(),
      },
    }),
  );
  actor.subscribe((snapshot) => onChange({ state: String(snapshot.value), context: snapshot.context }));
  return actor.start();
}

/** The subscription machine (machines/subscription-machine.ts) with the page's services; its state as React state. */
export function useSubscriptionMachine(services: SubscriptionServices) {
  const [view, setView] = useState(initialView);
  const actor = useRef<Actor<typeof SubscriptionMachine> | null>(null);
  const current = useRef(services);

  useEffect(() => {
    current.current = services;
  });
  useEffect(
    () => () => {
      actor.current?.stop();
    },
    [],
  );

  const submit = (submission: SubscriptionSubmission) => {
    loadSubscriptionMachine().then(
      (loaded) => {
        actor.current ??= startActor(loaded, current, setView);
        actor.current.send({ type: 'submit', submission });
      },
      // The machine's code could not be fetched (offline, a new deployment): say the submission failed.
      () => setView({ ...initialView, context: { ...initialView.context, failure: { status: -1, message: '' } } }),
    );
  };

  return {
    ...view,
    busy: view.state === 'checking' || view.state === 'sending',
    submit,
    edit: () => actor.current?.send({ type: 'edit' }),
    prefetch: () => void loadSubscriptionMachine().catch(() => {}),
  };
}
