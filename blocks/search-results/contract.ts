import { z } from 'zod';
import type { EndpointCallInput } from '../../schemas/api/endpoint.ts';
import { searchEndpoints } from '../../schemas/api/search-endpoints.ts';
import { searchKindOf } from '../../schemas/search/resource-kinds.ts';
import { searchRequest, type SearchKind } from '../../schemas/search/search-request.ts';
import { ApiClientError, ApiStatusError } from '../../runtime/api/api-errors.ts';
import { defineBlockContract, type BlockQueryContext } from '../../runtime/registry/define-block.ts';
import { advancedRowsFromQuery, composeAdvancedQuery } from '../../runtime/search/advanced-query.ts';
import { searchHead } from './search-head.ts';
import type { SearchPage } from './search-page.ts';

const request = searchRequest.shape;

/**
 * One search, as a result route's URL gives it (spec §2 routes, §4/§5 filters, §3/§9 sorts). A URL is typed by
 * readers and crawlers: a value it gets wrong falls back to the default (or no filter), and the page still shows.
 * `type` is the route's as written (a kind, a resource code or the site's numeric type id); `tab` `trends` shows the
 * writing trends (results per year) instead of the hits. A URL without `q` searches what the advanced search's rows
 * make (sent without JavaScript). `routeType`: what the route searches when its URL names no type the site has.
 */
const asSearched = (raw: unknown) => {
  if (raw === null || typeof raw !== 'object') return raw;
  const query = raw as Record<string, string | undefined>;
  return typeof query.q === 'string' && query.q.trim() !== '' ? raw : { ...raw, q: composeAdvancedQuery(advancedRowsFromQuery(query)) };
};
export const searchResultsProps = z.preprocess(asSearched, z.object({
  type: z.string().max(40).catch(''),
  routeType: z.string().max(40).optional().catch(undefined),
  tab: z.enum(['results', 'trends']).catch('results'),
  q: z.string().catch('').transform((q) => q.slice(0, 10_000)),
  field: request.field.catch(''),
  precise: request.precise.catch(0),
  page: request.page.catch(0),
  sort: request.sort.catch('relevance'),
  order: request.order.catch('desc'),
  year: request.year.catch(undefined),
  withinYears: request.withinYears.catch(undefined),
  publicationId: request.publicationId.catch(undefined),
  columnId: request.columnId.catch(undefined),
  oa: request.oa.catch(undefined),
  publicationType: request.publicationType.catch(undefined),
  periodId: request.periodId.catch(undefined),
  download: request.download.catch(undefined),
  subPool: request.subPool.catch(undefined),
}));
export type SearchResultsProps = z.output<typeof searchResultsProps>;

/**
 * Both calls ask the same search; the facets count its whole result set. `type` goes as the URL wrote it (a kind, a
 * resource code or the site's numeric type id): the route resolves it with the site's search configuration
 * (server/search/search-from-request.ts), a code nothing is indexed for searching nothing. The entry's query
 * documents only the kinds it resolves to, hence the cast.
 */
function searchQuery({ tab: _tab, ...props }: SearchResultsProps, type: string): EndpointCallInput<typeof searchEndpoints.search.query> {
  return { ...props, type: type as SearchKind };
}

async function runSearch(props: SearchResultsProps, { bootstrap, call }: BlockQueryContext): Promise<SearchPage> {
  const found = searchKindOf(props.type, bootstrap.search.resourceTypes);
  const kind = found === undefined ? 'article' : found;
  if (props.q.trim() === '') return { outcome: 'idle', kind };
  const query = searchQuery(props, found === undefined ? 'article' : props.type);
  let message = '';
  // Facets are an aid: if only they fail, the hits still show.
  const clusters = call(searchEndpoints.searchClusters, { query }).catch(() => null);
  try {
    const results = await call(searchEndpoints.search, { query, onMessage: (text) => (message = text) });
    return { outcome: 'found', kind, results, clusters: await clusters, message };
  } catch (error) {
    // The reader sees why (a query the engine refused) or that the service failed, inside the page, with the form.
    if (error instanceof ApiStatusError) return { outcome: 'failed', kind, message: error.serverMessage ?? '' };
    if (error instanceof ApiClientError) return { outcome: 'failed', kind, message: '' };
    throw error;
  }
}

export default defineBlockContract<SearchResultsProps, SearchPage>({
  props: searchResultsProps,
  // The URL's type when the site has it, else the route's own.
  resolve: ({ routeType, ...props }, { bootstrap }) => ({
    ...props,
    type: props.type !== '' && searchKindOf(props.type, bootstrap.search.resourceTypes) !== undefined ? props.type : (routeType ?? (props.type || 'article')),
  }),
  query: (props, context) => ({
    queryKey: ['searchResults', context.bootstrap.site.siteId, context.lang, props],
    queryFn: () => runSearch(props, context),
  }),
  head: (props, _data, context) => searchHead(props.q, context),
});
