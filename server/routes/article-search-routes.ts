import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointInput } from '../../schemas/api/endpoint.ts';
import { searchEndpoints as endpoints } from '../../schemas/api/search-endpoints.ts';
import type { Envelope } from '../../schemas/envelope.ts';
import { composeAdvancedQuery } from '../../schemas/search/advanced-query.ts';
import type { AdvancedSearchResults } from '../../schemas/search/advanced-search-request.ts';
import type { SearchResults } from '../../schemas/search/search-results.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import type { ConfigStore } from '../config/config-store.ts';
import { ApiError } from '../http/api-error.ts';
import { requestLanguage } from '../http/request-language.ts';
import { servingSite } from '../http/site-context.ts';
import { route, type RouteOptions } from '../http/typed-route.ts';
import { searchFromRequest, type RequestedSearch } from '../search/search-from-request.ts';
import { noticeText } from '../search/search-notices.ts';

/** Runs a search as `GET /rc-pub/front/search` does (timed, hot words counted), answering its envelope. */
export type RunSearch = (request: FastifyRequest, requested: RequestedSearch) => Promise<Envelope<SearchResults>>;

/**
 * The searches of spec §7's catalogue beside `/front/search`: `front-article/quickSearch` (the search box's one
 * keyword, over articles; `atSite` finds the site searched before the query is read), and the advanced searches
 * `/front/advSearch` (any type) and `front-article/advancedSearch` (articles), whose rows become one query of the
 * spec §5 syntax (schemas/search/advanced-search-request.ts).
 */
export function registerArticleSearchRoutes(app: FastifyInstance, store: ConfigStore, atSite: RouteOptions<{ config: SiteConfig }>, runSearch: RunSearch): void {
  route(app, endpoints.quickSearch, atSite, async (request, { config, query }) => runSearch(request, searchFromRequest(request, store, config, { ...query, type: 'article' })));

  /** The rows' query searched with the rest of the body; rows that make no query are bad input (spec §5: a term is required). */
  const advancedSearch = async (request: FastifyRequest, body: EndpointInput<typeof endpoints.advancedSearch>['body'], type: string | undefined): Promise<Envelope<AdvancedSearchResults>> => {
    // `q` and `field` are the rows' to say: a whole-query field would apply to every row.
    const { rows, q: _q, field: _field, ...rest } = body;
    const query = composeAdvancedQuery(rows);
    if (query === '') throw ApiError.badRequest(noticeText({ code: 'nothingToSearch' }, requestLanguage(request, 'en')));
    const requested = searchFromRequest(request, store, servingSite(request, store), { ...rest, ...(type ? { type } : {}), q: query }, 'body field');
    const reply = await runSearch(request, requested);
    return { ...reply, data: { ...reply.data!, query } };
  };

  route(app, endpoints.advancedSearch, async (request, { body }) => advancedSearch(request, body, undefined));
  route(app, endpoints.articleAdvancedSearch, async (request, { body }) => advancedSearch(request, body, 'article'));
}
