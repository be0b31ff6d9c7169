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

/** i18next's plural forms: `key_one`, `key_few` … (a fallback's plural forms are kept whole; see `missingFrom`). */
const pluralForm = /_(?:zero|one|two|few|many|other)$/;

/**
 * What of a fallback catalogue a language's own can ever need: the entries its own lacks. Plural forms are kept
 * whatever the own catalogue has, because a fallback resolves a count by its own language's rules (an English
 * `_other` may stand in where Arabic lacks `_few`).
 */
export function missingFrom(own: Record<string, unknown> | undefined, fallback: Record<string, unknown>): Record<string, unknown> {
  const missing: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fallback)) {
    const mine = own?.[key];
    if (value !== null && typeof value === 'object') {
      const nested = missingFrom(mine !== null && typeof mine === 'object' ? (mine as Record<string, unknown>) : undefined, value as Record<string, unknown>);
      if (Object.keys(nested).length > 0) missing[key] = nested;
    } else if (mine === undefined || pluralForm.test(key)) {
      missing[key] = value;
    }
  }
  return missing;
}

const pageCatalogues = new Map<LanguageSegment, Catalogues>();

/**
 * The catalogues a page in `language` reads: its own (when one exists), and of each fallback only what its own
 * lacks — the text the page shows is the same as with the whole fallbacks, in a fraction of the bytes.
 */
export function cataloguesFor(language: LanguageSegment): Catalogues {
  const known = pageCatalogues.get(language);
  if (known) return known;
  const ownTag = bcp47Of(language);
  const own = bundledCatalogues[ownTag];
  const catalogues: Catalogues = own ? { [ownTag]: own } : {};
  for (const tag of fallbackTagsOf(language)) {
    const fallback = bundledCatalogues[tag];
    if (!fallback || tag === ownTag) continue;
    const missing = own ? missingFrom(own, fallback) : fallback;
    if (Object.keys(missing).length > 0) catalogues[tag] = missing;
  }
  pageCatalogues.set(language, catalogues);
  return catalogues;
}

/** The i18next instance of a language with every bundled catalogue (server rendering, tests). */
export function bundledI18n(language: LanguageSegment) {
  return createI18n(language, bundledCatalogues);
}
