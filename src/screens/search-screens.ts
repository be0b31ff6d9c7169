import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { StandaloneRouteName } from '../../schemas/route-names.ts';
import { searchKindOf } from '../../schemas/search/resource-kinds.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';
import { advancedRowsFromQuery, composeAdvancedQuery } from '../../runtime/search/advanced-query.ts';
import { moduleOf } from '../app/page-data.ts';

/**
 * The search result routes of spec §2 and the type each searches when its URL names none (runtime/search/
 * search-target.ts `searchRouteOf` says which route a search box opens for which type).
 */
const resultRouteTypes: Partial<Record<StandaloneRouteName, string>> = {
  article: 'article',
  searchPublication: 'journal',
  textList: 'figure',
  audioList: 'video',
  othersList: 'article',
  informationList: 'news',
  currencyList: 'mixed',
  bookList: 'book',
  scholarList: 'expert',
  mag: 'article',
};

/** Routes that show search results only when they say so (`issearch=1`); otherwise they are other screens. */
const resultsOnlyWhenSearching: ReadonlySet<StandaloneRouteName> = new Set(['currencyList', 'bookList']);

/**
 * The modules of a standalone search route: its results from the URL's query (the `/{lang}/article/{id}` reader is
 * the site family's and never reaches here), or the advanced search builder. Undefined: not a search route.
 * A URL without `q` but with the advanced search's rows (sent without JavaScript) searches the query they make.
 */
export function searchScreenModules(location: ParsedLocation, bootstrap: Bootstrap): ModuleDescriptor[] | undefined {
  if (location.family !== 'standalone') return undefined;
  const { screen, query } = location;
  if (screen === 'seniorSearch') return [moduleOf('advancedSearch', { type: query.type ?? '' })];
  const routeType = resultRouteTypes[screen];
  if (routeType === undefined || (resultsOnlyWhenSearching.has(screen) && query.issearch !== '1')) return undefined;
  const type = query.type && searchKindOf(query.type, bootstrap.search.resourceTypes) !== undefined ? query.type : routeType;
  const q = query.q?.trim() ? query.q : composeAdvancedQuery(advancedRowsFromQuery(query));
  return [moduleOf('searchResults', { ...query, type, q })];
}
