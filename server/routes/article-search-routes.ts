import { searchEndpoints as endpoints } from '../../schemas/api/search-endpoints.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { composeAdvancedQuery } from '../../schemas/search/advanced-query.ts';
import { advancedSearchRows, type AdvancedSearchResults } from '../../schemas/search/advanced-search-request.ts';
import type { SearchResults } from '../../schemas/search/search-results.ts';
import type { Envelope } from '../../schemas/envelope.ts';
import type { ConfigStore } from '../config/config-store.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { requestLanguage } from '../http/request-language.ts';
import { searchFromRequest, type RequestedSearch } from '../search/search-from-request.ts';
import { noticeText } from '../search/search-notices.ts';

/** Runs a search as `GET /rc-pub/front/search` does (timed, hot words counted), answering its envelope. */
export type RunSearch = (request: FastifyRequest, requested: RequestedSearch) => Promise<Envelope<SearchResults>>;

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/**
 * The searches of spec §7's catalogue beside `/front/search`: `front-article/quickSearch` (the search box's one
 * keyword, over articles), and the advanced searches `/front/advSearch` (any type) and `front-article/advancedSearch`
 * (articles), whose rows become one query of the spec §5 syntax (schemas/search/advanced-search-request.ts).
 */
export function registerArticleSearchRoutes(app: FastifyInstance, store: ConfigStore, runSearch: RunSearch): void {
  app.get(endpoints.quickSearch.path, async (request) => runSearch(request, searchFromRequest(request, store, { ...queryOf(request), type: 'article' })));

  /** The rows' query searched with the rest of the body; rows that make no query are bad input (spec §5: a term is required). */
  const advancedSearch = async (request: FastifyRequest, type: string | undefined): Promise<Envelope<AdvancedSearchResults>> => {
    // `q` and `field` are the rows' to say: a whole-query field would apply to every row.
    const { rows, q: _q, field: _field, ...rest } = parseInput(advancedSearchRows, request.body, 'body field');
    const query = composeAdvancedQuery(rows);
    if (query === '') throw ApiError.badRequest(noticeText({ code: 'nothingToSearch' }, requestLanguage(request, 'en')));
    const reply = await runSearch(request, searchFromRequest(request, store, { ...rest, ...(type ? { type } : {}), q: query }, 'body field'));
    return { ...reply, data: { ...reply.data!, query } };
  };

  app.post(endpoints.advancedSearch.path, async (request) => advancedSearch(request, undefined));
  app.post(endpoints.articleAdvancedSearch.path, async (request) => advancedSearch(request, 'article'));
}
