import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { localizedPath } from '../../runtime/routing/localized-path.ts';

/** Query parameters that say how a reader arrived, not what the page shows: never part of a page's address. */
const arrivalParameter = /^(utm_\w+|gclid|fbclid|msclkid|yclid|spm|timestamps|token|userName)$/;

/** The query without arrival parameters, in a stable order, so one page has one address. */
export function contentQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !arrivalParameter.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
}

/**
 * A page's address in a language: the path with its language segment (a page reached without one, as
 * `/optics/home/`, names the language it was shown in) and the content query. The canonical link and the hreflang
 * alternates use it, so crawlers index one URL per page and language.
 */
export function pageUrlIn(url: URL, lang: LanguageSegment): string {
  return url.origin + localizedPath(url.pathname, contentQuery(url.search), lang);
}
