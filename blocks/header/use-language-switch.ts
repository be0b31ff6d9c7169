import { useRef } from 'react';
import type { Actor } from 'xstate';
import { isLanguageSegment, type LanguageSegment } from '../../schemas/language-codes.ts';
import type { languageSwitchMachine as LanguageSwitchMachine } from '../../machines/language-switch-machine.ts';
import { localizedPath } from '../../runtime/routing/localized-path.ts';
import { cookieNames, serializeCookie } from '../../runtime/session/cookies.ts';
import { loadedHeaderMachines, loadHeaderMachines, type HeaderMachines } from './header-machines.ts';

function rememberLanguage(language: LanguageSegment): void {
  document.cookie = serializeCookie(cookieNames.language, language, { maxAgeSeconds: 365 * 24 * 60 * 60 });
}

function reloadAt(href: string): void {
  window.location.assign(href);
}

function startLanguageSwitch({ createActor, languageSwitchMachine }: HeaderMachines, current: LanguageSegment) {
  return createActor(
    languageSwitchMachine.provide({
      actions: {
        setLanguageCookie: (_, { language }) => rememberLanguage(language),
        navigate: (_, { href }) => reloadAt(href),
      },
    }),
    { input: { current, targetUrl: (language) => localizedPath(window.location.pathname, window.location.search, language) } },
  ).start();
}

/** Spec §4 language switch, wired to the browser: the language cookie, and a reload at the rewritten URL. */
export function useLanguageSwitch(current: LanguageSegment) {
  const actor = useRef<Actor<typeof LanguageSwitchMachine> | null>(null);
  const switchLanguage = (language?: string) => {
    const machines = loadedHeaderMachines();
    if (!machines) {
      void loadHeaderMachines().then(() => switchLanguage(language));
      return;
    }
    actor.current ??= startLanguageSwitch(machines, current);
    actor.current.send({ type: 'switch', language: isLanguageSegment(language) ? language : undefined });
  };
  return switchLanguage;
}
