import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AccountKit } from './load-account-kit.ts';

type Subscribable<Snapshot> = { subscribe: (listener: () => void) => { unsubscribe: () => void }; getSnapshot: () => Snapshot };
type Stoppable = { stop: () => void };

/**
 * An actor started once the kit has loaded, for as long as the component is shown. `start` is read when the kit
 * arrives, so it sees the state of that moment (e.g. the tab the reader chose meanwhile).
 */
export function useKitActor<Actor extends Stoppable>(kit: AccountKit | undefined, start: (kit: AccountKit) => Actor): Actor | undefined {
  const [actor, setActor] = useState<Actor>();
  const starter = useRef(start);
  useEffect(() => {
    starter.current = start;
  });
  useEffect(() => {
    if (!kit) return;
    const started = starter.current(kit);
    setActor(started);
    return () => started.stop();
  }, [kit]);
  return actor;
}

const noSubscription = () => () => {};

/** An actor's snapshot, re-rendering on each change (undefined without an actor, and while server-rendering). */
export function useActorSnapshot<Snapshot>(actor: Subscribable<Snapshot> | undefined): Snapshot | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(actor ? subscribe : noSubscription, () => actor?.getSnapshot(), () => undefined);
}
