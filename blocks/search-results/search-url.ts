import type { SearchRequest } from '../../schemas/search/search-request.ts';
import type { QueryChanges } from '../../kits/paging/page-href.ts';

/*
 * The changes a result page's links make to its address (kits/paging/page-href.ts applies them): a facet, a tab.
 * Pure, zod-free (browser code).
 */

/** The filters of a search (spec §4/§5) as the URL carries them: a facet adds one, its active entry removes it. */
export const filterNames = ['year', 'withinYears', 'publicationId', 'columnId', 'oa', 'publicationType', 'periodId', 'download'] as const satisfies readonly (keyof SearchRequest)[];
export type FilterName = (typeof filterNames)[number];

/** Filters that exclude each other: a year and a window of years. */
const exclusive: Partial<Record<FilterName, FilterName>> = { year: 'withinYears', withinYears: 'year' };

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
