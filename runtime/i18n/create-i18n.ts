import { createInstance, type i18n } from 'i18next';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { bcp47Of } from './languages.ts';

/** UI catalogues by BCP 47 tag: each a tree of keys → strings. */
export type Catalogues = Record<string, Record<string, unknown>>;

/** The languages a page's text falls back to when its own catalogue lacks a key (zh → en; others → en, then zh). */
export function fallbackTagsOf(language: LanguageSegment): string[] {
  return language === 'zh' ? ['en'] : ['en', 'zh-CN'];
}

const instances = new Map<LanguageSegment, i18n>();

/**
 * The i18next instance of a language, made from the catalogues given (the server bundles them all; a browser gets
 * the page's own and its fallbacks inlined in the page). Ready synchronously, so server and client render the same
 * text; nothing changes an instance after it is made (a language switch reloads the page), so one per language is
 * shared by every request.
 */
export function createI18n(language: LanguageSegment, catalogues: Catalogues): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = newI18n(language, catalogues);
  instances.set(language, instance);
  return instance;
}

/** A new i18next instance of a language over these catalogues, ready at once (`createI18n` keeps one per language). */
export function newI18n(language: LanguageSegment, catalogues: Catalogues): i18n {
  const instance = createInstance();
  void instance.init({
    lng: bcp47Of(language),
    fallbackLng: fallbackTagsOf(language),
    resources: Object.fromEntries(Object.entries(catalogues).map(([tag, catalogue]) => [tag, { translation: catalogue }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
