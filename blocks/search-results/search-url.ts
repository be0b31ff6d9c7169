import type { SearchRequest } from '../../schemas/search/search-request.ts';

/**
 * A result page's state is its URL (architecture contract: shared and reloaded, it shows the same page): every tab,
 * facet, sort and page is a link to the same address with some parameters changed. Pure, zod-free (browser code).
 */

export type PageQuery = Readonly<Record<string, string>>;
/** New values by parameter name; null removes the parameter. */
export type QueryChanges = Readonly<Record<string, string | null>>;

/** The filters of a search (spec §4/§5) as the URL carries them: a facet adds one, its active entry removes it. */
export const filterNames = ['year', 'withinYears', 'publicationId', 'columnId', 'oa', 'publicationType', 'periodId', 'download'] as const satisfies readonly (keyof SearchRequest)[];
export type FilterName = (typeof filterNames)[number];

/** Filters that exclude each other: a year and a window of years. */
const exclusive: Partial<Record<FilterName, FilterName>> = { year: 'withinYears', withinYears: 'year' };

/**
 * The page's address with `changes` applied, parameters kept in their order. Any change starts again at the first
 * page unless it names the page itself.
 */
export function hrefWith(pathname: string, query: PageQuery, changes: QueryChanges): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' && !('page' in changes)) continue;
    const changed = Object.hasOwn(changes, name) ? changes[name] : value;
    if (changed !== null && changed !== undefined) params.set(name, changed);
  }
  for (const [name, value] of Object.entries(changes)) if (value !== null && !Object.hasOwn(query, name)) params.set(name, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Adds (or replaces) one filter, dropping the one it excludes. */
export function withFilter(name: FilterName, value: string): QueryChanges {
  const other = exclusive[name];
  return other ? { [name]: value, [other]: null } : { [name]: value };
}

/**
 * Another result tab: the same search and filters in another type (or the writing trends), from its first page. The
 * filters stay because the tabs' counts are counted with them.
 */
export function tabChanges(type: string, tab: 'results' | 'trends'): QueryChanges {
  return { type, tab: tab === 'trends' ? 'trends' : null };
}

/** The filters a search has (as its props read them from the URL), in the panel's order. */
export function activeFilters(search: Partial<Record<FilterName, number | undefined>>): { name: FilterName; value: string }[] {
  return filterNames.flatMap((name) => (search[name] === undefined ? [] : [{ name, value: String(search[name]) }]));
}
