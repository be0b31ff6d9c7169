import { z } from 'zod';

/** The language path segments of spec §2/§9. Mapping to BCP 47 happens only inside i18n. */
export const languageSegments = ['zh', 'en', 'ru', 'ara', 'spa', 'fra', 'de', 'jp', 'kor', 'pt'] as const;
export const languageSegment = z.enum(languageSegments);
export type LanguageSegment = z.infer<typeof languageSegment>;

export const defaultLanguage: LanguageSegment = 'zh';
export const fallbackLanguage: LanguageSegment = 'en';

/** Configuration names exist in zh and en; every other UI language reads the English name. */
export function contentLanguageOf(language: LanguageSegment): 'zh' | 'en' {
  return language === 'zh' ? 'zh' : 'en';
}
