import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { SearchResourceCode } from '../../schemas/search-config.ts';
import { standaloneHref } from '../../schemas/routes/standalone-href.ts';

/**
 * Where a search goes (spec §2 "Search result routes", §4 "Search"): pure functions, so the search box blocks, a
 * future search machine and the server can agree on every URL. No DOM, no window.
 */

/** The resource a search is made in: its code and its numeric type id (bootstrap `search.resourceTypes`). */
export type SearchResource = { code: SearchResourceCode; type: number };

/** One query parameter, in the order it is written. */
export type QueryParam = readonly [name: string, value: string];

/** The result route of a resource: the path, and its fixed query (`type` first, then the route's own parameters). */
export type SearchRoute = { path: string; params: QueryParam[] };

/** What one submission of a search box says. */
export type SearchSubmission = {
  resource: SearchResource;
  lang: LanguageSegment;
  keyword: string;
  /** The chosen condition's field; empty or absent means "all fields" and is not sent. */
  field?: string | undefined;
  /** The chosen sub-pool's label; absent when none is chosen. */
  subPool?: string | undefined;
  /** The site of a `/{sld}/…` page: standalone result routes carry it as `slds`. */
  sld?: string | undefined;
};

export type SearchTarget = { path: string; params: QueryParam[]; href: string };

/** The value of `type` on the result route: the type id for articles, journals and books, else the code. */
export function typeParamOf(resource: SearchResource): string {
  switch (resource.code) {
    case 'thesis':
    case 'publication':
    case 'book':
      return String(resource.type);
    default:
      return resource.code;
  }
}

/** The spec's result route of a resource (before the keyword, field, sub-pool and site are added). */
export function searchRouteOf(resource: SearchResource, lang: LanguageSegment): SearchRoute {
  const type: QueryParam = ['type', typeParamOf(resource)];
  switch (resource.code) {
    case 'thesis':
      return { path: standaloneHref('article'), params: [type, ['index', '-1'], ['lang', lang]] };
    case 'publication':
      return { path: standaloneHref('searchPublication'), params: [type, ['searchType', 'singleSearch'], ['index', '0'], ['lang', lang]] };
    case 'picture':
    case 'table':
      return { path: standaloneHref('textList'), params: [type, ['index', '-1']] };
    case 'video':
    case 'audio':
      return { path: standaloneHref('audioList'), params: [type, ['index', '-1']] };
    case 'book':
      return { path: standaloneHref('bookList'), params: [type, ['issearch', '1']] };
    case 'news':
      return { path: standaloneHref('informationList'), params: [type, ['index', '-1']] };
    default:
      return { path: standaloneHref('currencyList'), params: [type, ['issearch', '1'], ['index', '-1']] };
  }
}

/** The parameters a submission adds after the route's own: q always, then field, subPool and slds when set. */
export function submissionParams({ keyword, field, subPool, sld }: Pick<SearchSubmission, 'keyword' | 'field' | 'subPool' | 'sld'>): QueryParam[] {
  const params: QueryParam[] = [['q', keyword]];
  if (field) params.push(['field', field]);
  if (subPool) params.push(['subPool', subPool]);
  if (sld) params.push(['slds', sld]);
  return params;
}

/** A result route's address with its query written in full, empty values too (`q=` of an empty search). */
export function hrefOf(path: string, params: readonly QueryParam[]): string {
  const search = new URLSearchParams(params.map(([name, value]) => [name, value])).toString();
  return search ? `${path}?${search}` : path;
}

/** The result page a submission opens (in a new tab): e.g. `/article?type=1&index=-1&lang=en&q=laser`. */
export function searchTarget(submission: SearchSubmission): SearchTarget {
  const route = searchRouteOf(submission.resource, submission.lang);
  const params = [...route.params, ...submissionParams(submission)];
  return { path: route.path, params, href: hrefOf(route.path, params) };
}

/** The advanced search page (spec §2: `/seniorSearch`, opened in a new tab), in the page's language and site. */
export function advancedSearchHref({ lang, sld }: { lang: LanguageSegment; sld?: string | undefined }): string {
  const params: QueryParam[] = [['lang', lang]];
  if (sld) params.push(['slds', sld]);
  return hrefOf(standaloneHref('seniorSearch'), params);
}

/** Style one (style ids 1, 8, 9) — spec §2. */
export const styleOneIds: readonly number[] = [1, 8, 9];
/** The header's search popup is no box style; like every style but the first it checks for an empty keyword. */
export const headerSearchStyleId = 0;

/**
 * Spec §5: every search box style checks for an empty keyword (alert, no search) except the first style.
 */
export function checksEmptyKeyword(styleId: number): boolean {
  return !styleOneIds.includes(styleId);
}

/** A keyword of only white space counts as empty. */
export function isEmptyKeyword(keyword: string): boolean {
  return keyword.trim() === '';
}

/** What a submission does: go to the target, or (styles that check, empty keyword) show the alert and stay. */
export function submitSearch(submission: SearchSubmission & { styleId: number }): { kind: 'open'; target: SearchTarget } | { kind: 'emptyKeyword' } {
  if (checksEmptyKeyword(submission.styleId) && isEmptyKeyword(submission.keyword)) return { kind: 'emptyKeyword' };
  return { kind: 'open', target: searchTarget(submission) };
}
