/**
 * The language path segments of spec §2/§9 and what follows from them, without zod: the browser reads these on
 * every page, and the schema (language.ts) is only needed where input is checked. Mapping to BCP 47 happens only
 * inside i18n.
 */
export const languageSegments = ['zh', 'en', 'ru', 'ara', 'spa', 'fra', 'de', 'jp', 'kor', 'pt'] as const;
export type LanguageSegment = (typeof languageSegments)[number];

export const defaultLanguage: LanguageSegment = 'zh';
export const fallbackLanguage: LanguageSegment = 'en';

export function isLanguageSegment(value: unknown): value is LanguageSegment {
  return typeof value === 'string' && (languageSegments as readonly string[]).includes(value);
}

/**
 * Configuration names exist in zh and en; every other UI language reads the English name. (Also takes a content
 * language such as an article's `pt`: its page is the English one.)
 */
export function contentLanguageOf(language: LanguageSegment | string): 'zh' | 'en' {
  return language === 'zh' ? 'zh' : 'en';
}
