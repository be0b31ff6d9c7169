import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { headerMachine } from '../../machines/header-machine.ts';

/** The header machine with the browser's effects: body scroll lock, the video player, focus, and Escape to close. */
export function useHeaderMachine(searchInputId: string) {
  const [state, send] = useMachine(
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
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'close' });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('mh-scroll-locked');
    };
  }, [send]);
  return { menuOpen: state.matches('menuOpen'), searchOpen: state.matches('searchOpen'), send };
}
