import type { LanguageSegment } from '../../schemas/language-codes.ts';

/** Path segments → BCP 47 tags, used only for i18next and `<html lang>` (architecture "Route"). */
export const bcp47BySegment: Record<LanguageSegment, string> = {
  zh: 'zh-CN',
  en: 'en',
  ru: 'ru',
  ara: 'ar',
  spa: 'es',
  fra: 'fr',
  de: 'de',
  jp: 'ja',
  kor: 'ko',
  pt: 'pt',
};

export function bcp47Of(segment: LanguageSegment): string {
  return bcp47BySegment[segment];
}

export function directionOf(segment: LanguageSegment): 'rtl' | 'ltr' {
  return segment === 'ara' ? 'rtl' : 'ltr';
}

/** The direction of text in a language given by its BCP 47 tag or primary subtag (content languages: `en`, `zh`, …). */
export function directionOfTag(tag: string): 'rtl' | 'ltr' {
  return /^(ar|arc|ckb|dv|fa|he|ps|sd|ur|yi)(-|$)/i.test(tag) ? 'rtl' : 'ltr';
}

/** Each language's own name, for the language switch. */
export const nativeLanguageNames: Record<LanguageSegment, string> = {
  zh: '中文',
  en: 'English',
  ru: 'Русский',
  ara: 'العربية',
  spa: 'Español',
  fra: 'Français',
  de: 'Deutsch',
  jp: '日本語',
  kor: '한국어',
  pt: 'Português',
};
