import type { createActor as CreateActor } from 'xstate';
import type { headerMachine as HeaderMachine } from '../../machines/header-machine.ts';
import type { languageSwitchMachine as LanguageSwitchMachine } from '../../machines/language-switch-machine.ts';

/** Spec §9: idle prefetch after 2000 ms. */
export const idlePrefetchDelayMs = 2000;

export type HeaderMachines = {
  createActor: typeof CreateActor;
  headerMachine: typeof HeaderMachine;
  languageSwitchMachine: typeof LanguageSwitchMachine;
};

let loaded: HeaderMachines | undefined;
let loading: Promise<HeaderMachines> | undefined;

/**
 * XState and the header's machines are not part of the page's first load: they are fetched when the browser is
 * idle after the page settles, or at the reader's first use of the header, whichever comes first.
 */
export function loadHeaderMachines(): Promise<HeaderMachines> {
  loading ??= Promise.all([import('xstate'), import('../../machines/header-machine.ts'), import('../../machines/language-switch-machine.ts')]).then(
    ([xstate, header, languageSwitch]) => {
      loaded = { createActor: xstate.createActor, headerMachine: header.headerMachine, languageSwitchMachine: languageSwitch.languageSwitchMachine };
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      failed = true;
      throw error;
    },
  );
  return loading;
}

let failed = false;

/** True once loading failed: the header then leaves its menus to the browser's own disclosure behaviour. */
export function headerMachinesFailed(): boolean {
  return failed;
}

/** The machines if they are here already, so an interaction can run at once. */
export function loadedHeaderMachines(): HeaderMachines | undefined {
  return loaded;
}

/** Fetches the machines once the page has been idle for a while. */
export function prefetchHeaderMachinesWhenIdle(): () => void {
  const timer = setTimeout(() => {
    const start = () => void loadHeaderMachines();
    if ('requestIdleCallback' in window) window.requestIdleCallback(start);
    else start();
  }, idlePrefetchDelayMs);
  return () => clearTimeout(timer);
}
