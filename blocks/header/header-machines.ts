import type { createActor as CreateActor } from 'xstate';
import type { headerMachine as HeaderMachine } from '../../machines/header-machine.ts';
import type { languageSwitchMachine as LanguageSwitchMachine } from '../../machines/language-switch-machine.ts';

export type HeaderMachines = {
  createActor: typeof CreateActor;
  headerMachine: typeof HeaderMachine;
  languageSwitchMachine: typeof LanguageSwitchMachine;
};

let loaded: HeaderMachines | undefined;
let loading: Promise<HeaderMachines> | undefined;

/**
 * XState and the header's machines are not part of the page's load (a reader who only reads never needs them): they
 * are fetched when the reader reaches for the header (pointer over it, focus in it, a touch), and at the latest at
 * the first use, which then runs as soon as they arrive.
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
