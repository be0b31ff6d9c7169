import { assign, setup } from 'xstate';
import type { LanguageSegment } from '../schemas/language-codes.ts';

/** Spec §9: the page reloads 500 ms after a language switch. */
export const languageSwitchDelayMs = 500;

/**
 * Spec §4 "Language switch": an explicit language, or a zh/en toggle; sets the language cookie, rewrites the
 * URL's language segment, and reloads after 500 ms. `setCookie` and `navigate` are injected; the target URL is
 * computed by the caller's `targetUrl(language)`.
 */
export const languageSwitchMachine = setup({
  types: {
    input: {} as { current: LanguageSegment; targetUrl: (language: LanguageSegment) => string },
    context: {} as { current: LanguageSegment; targetUrl: (language: LanguageSegment) => string; chosen: LanguageSegment | null },
    events: {} as { type: 'switch'; language?: LanguageSegment },
  },
  actions: {
    setLanguageCookie: (_, _params: { language: LanguageSegment }) => {},
    navigate: (_, _params: { href: string }) => {},
  },
  delays: { reload: languageSwitchDelayMs },
}).createMachine({
  id: 'languageSwitch',
  context: ({ input }) => ({ ...input, chosen: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        switch: {
          guard: ({ context, event }) => (event.language ?? (context.current === 'zh' ? 'en' : 'zh')) !== context.current,
          target: 'switching',
          actions: [
            assign({ chosen: ({ context, event }) => event.language ?? (context.current === 'zh' ? 'en' : 'zh') }),
            { type: 'setLanguageCookie', params: ({ context, event }) => ({ language: event.language ?? (context.current === 'zh' ? 'en' : 'zh') }) },
          ],
        },
      },
    },
    switching: {
      after: {
        reload: {
          target: 'done',
          actions: { type: 'navigate', params: ({ context }) => ({ href: context.targetUrl(context.chosen!) }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
