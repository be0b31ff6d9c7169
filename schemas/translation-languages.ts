import type { LanguageSegment } from './language-codes.ts';

/**
 * The translator's constants, without zod: the article reader reads them on every page, the request schema
 * (translation.ts) only where input is checked.
 */

/** Spec §3: the target languages, in the spec's order (the language segments, which are also Baidu Fanyi's codes). */
export const translationLanguages = ['zh', 'en', 'ru', 'ara', 'fra', 'spa', 'de', 'jp', 'kor', 'pt'] as const satisfies readonly LanguageSegment[];
export type TranslationLanguage = (typeof translationLanguages)[number];

/** Spec §7: `to` defaults to zh. */
export const defaultTranslationLanguage: TranslationLanguage = 'zh';

/** The longest text one request carries, in characters; the reader sends longer sections cut to this. */
export const maxTranslationLength = 5000;

/** Spec §8: the provider's "unauthorised user" code; every other code reads as a timeout. */
export const unauthorisedTranslationCode = '52003';
