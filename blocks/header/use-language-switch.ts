import { useMachine } from '@xstate/react';
import { languageSegment, type LanguageSegment } from '../../schemas/language.ts';
import { languageSwitchMachine } from '../../machines/language-switch-machine.ts';
import { localizedPath } from '../../runtime/routing/localized-path.ts';
import { cookieNames, serializeCookie } from '../../runtime/session/cookies.ts';

function rememberLanguage(language: LanguageSegment): void {
  document.cookie = serializeCookie(cookieNames.language, language, { maxAgeSeconds: 365 * 24 * 60 * 60 });
}

function reloadAt(href: string): void {
  window.location.assign(href);
}

/** Spec §4 language switch, wired to the browser: the language cookie, and a reload at the rewritten URL. */
export function useLanguageSwitch(current: LanguageSegment) {
  const [, send] = useMachine(
    languageSwitchMachine.provide({
      actions: {
        setLanguageCookie: (_, { language }) => rememberLanguage(language),
        navigate: (_, { href }) => reloadAt(href),
      },
    }),
    { input: { current, targetUrl: (language) => localizedPath(window.location.pathname, window.location.search, language) } },
  );
  return (language?: string) => {
    const parsed = languageSegment.safeParse(language);
    send({ type: 'switch', language: parsed.success ? parsed.data : undefined });
  };
}
