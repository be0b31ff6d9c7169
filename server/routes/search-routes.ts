import type { FastifyInstance, FastifyRequest } from 'fastify';
import { searchEndpoints as endpoints } from '../../schemas/api/search-endpoints.ts';
import type { SearchKind } from '../../schemas/search/search-request.ts';
import type { AppContext } from '../app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { searchTermRecorder } from '../search/record-search-term.ts';
import { readerAddressOf } from '../http/reader-address.ts';
import { ok } from '../http/reply.ts';
import { requestLanguage } from '../http/request-language.ts';
import { servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';
import { noticeText } from '../search/search-notices.ts';
import { searchEngineFor } from '../search/search-engine-for.ts';
import { searchKindOf } from '../../schemas/search/resource-kinds.ts';
import type { SearchEngine } from '../search/search-engine.ts';
import { refusedAsBadInput, searchFromRequest, searchReply, type RequestedSearch } from '../search/search-from-request.ts';
import { registerArticleSearchRoutes } from './article-search-routes.ts';

/**
 * Search (architecture contract `GET /rc-pub/front/search?type=…&q=…&page=…&size=…`), its facet counts, and the
 * analyze service of spec §7, and the quick and advanced searches of its catalogue (article-search-routes.ts). The
 * engine is behind an interface: the database's (searchEngineFor), or another passed in.
 */
export function registerSearchRoutes(app: FastifyInstance, { store, db, searchCache, metrics }: AppContext, engine: SearchEngine = searchEngineFor(db, { cache: searchCache })): void {
  const recordSearchTerm = searchTermRecorder(db);
  /** The site searched, before the query is read (an unknown or closed site answers so whatever the query). */
  const atSite = { before: (request: FastifyRequest) => ({ config: servingSite(request, store) }) };

  /** One page of hits, timed; a first page that finds something counts its plain words as a hot word. */
  const runSearch = async (request: FastifyRequest, { search, scope, siteId, problems }: RequestedSearch) => {
    const timer = metrics?.searchDuration.startTimer();
    const found = await refusedAsBadInput(request, () => engine.search(search, scope));
    timer?.();
    if (search.page === 0 && found.data.totalElements > 0) await recordSearchTerm({ siteId, query: search.q, reader: readerAddressOf(request) });
    return searchReply(found, problems);
  };

  route(app, endpoints.search, atSite, async (request, { config, query }) => runSearch(request, searchFromRequest(request, store, config, query)));

  route(app, endpoints.searchClusters, atSite, async (request, { config, query }) => {
    const { search, scope, problems } = searchFromRequest(request, store, config, query);
    return searchReply(await refusedAsBadInput(request, () => engine.clusters(search, scope)), problems);
  });

  /** Spec §7 analyze service; a status other than 0 (no search term, unknown type) stops the reader's search (spec §4). */
  route(app, endpoints.searchAnalyze, async (request, { query: { q, type } }) => {
    const kind = type === '' ? 'article' : searchKindOf(type, []);
    if (kind === undefined) throw ApiError.badRequest(`query parameter "type": "${type}" is not a search type`);
    const terms = await engine.analyze(q, (kind ?? 'article') satisfies SearchKind);
    if (terms.length === 0) throw ApiError.badRequest(noticeText({ code: 'nothingToSearch' }, requestLanguage(request, 'en')));
    return ok({ terms });
  });

  registerArticleSearchRoutes(app, store, atSite, runSearch);
}
