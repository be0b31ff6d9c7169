import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { createI18n, fallbackTagsOf, type Catalogues } from './create-i18n.ts';
import { bcp47Of } from './languages.ts';
import en from './locales/en.json';
import zh from './locales/zh.json';
import ru from './locales/ru.json';
import ar from './locales/ar.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import pt from './locales/pt.json';

/**
 * Every UI catalogue, for the server (and tests). Browsers never load this module: a page inlines just the
 * catalogues its language needs ({@link cataloguesFor}), so adding a language adds nothing to any page's scripts.
 */
export const bundledCatalogues: Catalogues = { 'zh-CN': zh, en, ru, ar, es, fr, de, ja, ko, pt };

/** The catalogues a page in `language` reads: its own (when one exists) and its fallbacks. */
export function cataloguesFor(language: LanguageSegment): Catalogues {
  const tags = [bcp47Of(language), ...fallbackTagsOf(language)];
  return Object.fromEntries(tags.filter((tag) => bundledCatalogues[tag]).map((tag) => [tag, bundledCatalogues[tag]!]));
}

/** The i18next instance of a language with every bundled catalogue (server rendering, tests). */
export function bundledI18n(language: LanguageSegment) {
  return createI18n(language, bundledCatalogues);
}
