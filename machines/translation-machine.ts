import { assign, fromPromise, setup } from 'xstate';
import type { TranslationReply } from '../schemas/translation.ts';
import { defaultTranslationLanguage, unauthorisedTranslationCode, type TranslationLanguage } from '../schemas/translation-languages.ts';
import { translatorPlacement, type TranslatorPlacement } from './translator-placement.ts';

/** Spec §8: 52003 reads "unauthorised user"; any other code, and any failure to get a reply, "request timed out". */
export type TranslationError = 'unauthorised' | 'timeout';

export type TranslatorContext = {
  text: string;
  language: TranslationLanguage;
  placement: TranslatorPlacement;
  /** The translated segments (one per line of the text), once shown without error. */
  result: string[] | null;
  error: TranslationError | null;
};

export type TranslatorEvent =
  | { type: 'open'; text: string; anchor: { top: number; left: number } }
  | { type: 'language.change'; language: TranslationLanguage }
  | { type: 'close' };

export type TranslateInput = { q: string; to: TranslationLanguage };

export function outcomeOf(reply: TranslationReply): Pick<TranslatorContext, 'result' | 'error'> {
  if ('trans_result' in reply) return { result: reply.trans_result.map((segment) => segment.dst), error: null };
  return { result: null, error: reply.error_code === unauthorisedTranslationCode ? 'unauthorised' : 'timeout' };
}

/**
 * The translator popover (spec §4): closed → loading (the generating message) → shown with the result or an error.
 * Changing the language re-runs the translation; opening from another anchor translates that text; closing hides it.
 * A reply that arrives after the popover moved on (closed, or asked again) is dropped with the call that made it.
 * The call itself is the injected `translate` actor.
 */
export const translationMachine = setup({
  types: {
    context: {} as TranslatorContext,
    events: {} as TranslatorEvent,
  },
  actors: {
    translate: fromPromise<TranslationReply, TranslateInput>(() => Promise.reject(new Error('provide the translate actor'))),
  },
  actions: {
    opened: assign(({ event }) => (event.type === 'open' ? { text: event.text, placement: translatorPlacement(event.anchor) } : {})),
    languageChosen: assign(({ event }) => (event.type === 'language.change' ? { language: event.language } : {})),
  },
}).createMachine({
  id: 'translator',
  context: { text: '', language: defaultTranslationLanguage, placement: 'top-end', result: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: { target: 'loading', actions: 'opened' },
        'language.change': { actions: 'languageChosen' },
      },
    },
    loading: {
      entry: assign({ result: null, error: null }),
      invoke: {
        src: 'translate',
        input: ({ context }) => ({ q: context.text, to: context.language }),
        onDone: { target: 'shown', actions: assign(({ event }) => outcomeOf(event.output)) },
        onError: { target: 'shown', actions: assign({ result: null, error: 'timeout' }) },
      },
      on: {
        open: { target: 'loading', reenter: true, actions: 'opened' },
        'language.change': { target: 'loading', reenter: true, actions: 'languageChosen' },
        close: 'closed',
      },
    },
    shown: {
      on: {
        open: { target: 'loading', actions: 'opened' },
        'language.change': { target: 'loading', actions: 'languageChosen' },
        close: 'closed',
      },
    },
  },
});
