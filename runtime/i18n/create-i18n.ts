import { createInstance, type i18n } from 'i18next';
import type { LanguageSegment } from '../../schemas/language.ts';
import en from './locales/en.json';
import zh from './locales/zh.json';
import { bcp47Of } from './languages.ts';

/** The catalogues shipped with every page. Other languages fall back to English until their catalogue exists. */
export const catalogues = { 'zh-CN': zh, en } as const;

const instances = new Map<LanguageSegment, i18n>();

/**
 * The i18next instance of a language. Resources are bundled, so it is ready synchronously and server and client
 * render the same text; nothing changes an instance after it is made (a language switch reloads the page), so one
 * per language is shared by every request.
 */
export function createI18n(language: LanguageSegment): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  void instance.init({
    lng: bcp47Of(language),
    fallbackLng: language === 'zh' ? 'en' : ['en', 'zh-CN'],
    resources: Object.fromEntries(Object.entries(catalogues).map(([tag, catalogue]) => [tag, { translation: catalogue }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(language, instance);
  return instance;
}
