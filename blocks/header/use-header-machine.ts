import { useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { headerMachine as HeaderMachine } from '../../machines/header-machine.ts';
import { loadedHeaderMachines, loadHeaderMachines, type HeaderMachines } from './header-machines.ts';

type HeaderEvent = { type: 'menu.toggle' } | { type: 'search.toggle' } | { type: 'close' };
type Panel = 'closed' | 'menuOpen' | 'searchOpen';

function startHeaderActor({ createActor, headerMachine }: HeaderMachines, searchInputId: string, onChange: (panel: Panel) => void) {
  const actor = createActor(
    headerMachine.provide({
      actions: {
        lockScroll: () => document.body.classList.add('mh-scroll-locked'),
        unlockScroll: () => document.body.classList.remove('mh-scroll-locked'),
        hideVideoPlayer: () => document.dispatchEvent(new CustomEvent('masthead:video-visibility', { detail: { visible: false } })),
        showVideoPlayer: () => document.dispatchEvent(new CustomEvent('masthead:video-visibility', { detail: { visible: true } })),
        focusSearch: () => requestAnimationFrame(() => document.getElementById(searchInputId)?.focus()),
      },
    }),
  );
  actor.subscribe((snapshot) => onChange(snapshot.value as Panel));
  return actor.start();
}

/**
 * The header machine with the browser's effects: body scroll lock, the video player, focus, and Escape to close.
 * `prefetch` is for the header's intent events (pointer, focus, touch): it starts loading the machines early.
 */
export function useHeaderMachine(searchInputId: string) {
  const [panel, setPanel] = useState<Panel>('closed');
  const actor = useRef<Actor<typeof HeaderMachine> | null>(null);
  const mounted = useRef(true);

  const send = (event: HeaderEvent) => {
    if (!mounted.current) return;
    const machines = loadedHeaderMachines();
    if (!machines) {
      loadHeaderMachines().then(
        () => send(event),
        () => {},
      );
      return;
    }
    actor.current ??= startHeaderActor(machines, searchInputId, setPanel);
    actor.current.send(event);
  };

  useEffect(() => {
    mounted.current = true;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actor.current?.send({ type: 'close' });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      mounted.current = false;
      document.removeEventListener('keydown', onKey);
      // Leave the page as the open panels found it: scroll unlocked, video player shown.
      if (actor.current?.getSnapshot().value === 'menuOpen') document.dispatchEvent(new CustomEvent('masthead:video-visibility', { detail: { visible: true } }));
      actor.current?.stop();
      actor.current = null;
      document.body.classList.remove('mh-scroll-locked');
    };
  }, []);

  const prefetch = () => {
    if (!loadedHeaderMachines()) loadHeaderMachines().catch(() => {});
  };

  return { menuOpen: panel === 'menuOpen', searchOpen: panel === 'searchOpen', send, prefetch };
}
