import { useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { headerMachine as HeaderMachine } from '../../machines/header-machine.ts';
import { lockPageScroll } from '../../runtime/browser/scroll-lock.ts';
import { loadedHeaderMachines, loadHeaderMachines, type HeaderMachines } from './header-machines.ts';

type HeaderEvent = { type: 'menu.toggle' } | { type: 'search.toggle' } | { type: 'close' };
type Panel = 'closed' | 'menuOpen' | 'searchOpen';

/** The header's one hold on the page scroll: taken when a panel opens, given back when it closes. */
type ScrollHold = { hold: () => void; release: () => void };
function scrollHold(): ScrollHold {
  let release: (() => void) | undefined;
  return {
    hold: () => {
      release ??= lockPageScroll();
    },
    release: () => {
      release?.();
      release = undefined;
    },
  };
}

function startHeaderActor({ createActor, headerMachine }: HeaderMachines, searchInputId: string, scroll: ScrollHold, onChange: (panel: Panel) => void) {
  const actor = createActor(
    headerMachine.provide({
      actions: {
        lockScroll: () => scroll.hold(),
        unlockScroll: () => scroll.release(),
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
  const scroll = useRef<ScrollHold>(null);

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
    scroll.current ??= scrollHold();
    actor.current ??= startHeaderActor(machines, searchInputId, scroll.current, setPanel);
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
      scroll.current?.release();
    };
  }, []);

  const prefetch = () => {
    if (!loadedHeaderMachines()) loadHeaderMachines().catch(() => {});
  };

  return { menuOpen: panel === 'menuOpen', searchOpen: panel === 'searchOpen', send, prefetch };
}
