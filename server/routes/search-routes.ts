import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguageSegment, type LanguageSegment } from '../../schemas/language-codes.ts';
import { searchRequest, type SearchKind } from '../../schemas/search/search-request.ts';
import type { AppContext } from '../app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { searchTermRecorder } from '../search/record-search-term.ts';
import { readerAddressOf } from '../http/reader-address.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { noticeText } from '../search/search-notices.ts';
import { withSubPool } from '../search/sub-pool-filters.ts';
import { Fts5SearchEngine } from '../search/fts5-search-engine.ts';
import { searchKindOf } from '../../schemas/search/resource-kinds.ts';
import { UnsearchableQuery, type SearchAnswer, type SearchEngine, type SearchScope } from '../search/search-engine.ts';

const analyzeQuery = z.object({ q: searchRequest.shape.q, type: z.string().max(40).default('') });

/** The reader's language: `lang`, else the `language` header every spec client sends, else `fallback` (the site's default). */
function readerLanguage(request: FastifyRequest, fallback: LanguageSegment): LanguageSegment {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  const header = request.headers.language;
  if (isLanguageSegment(lang)) return lang;
  if (isLanguageSegment(header)) return header;
  return fallback;
}

/** A reply with what was repaired in the request as its message (spec envelope: status 0 with a message). */
function answer<Data>({ data, problems }: SearchAnswer<Data>, requestProblems: string[]) {
  const all = [...requestProblems, ...problems];
  return all.length > 0 ? { ...ok(data), message: all.join(' ') } : ok(data);
}

/** The engine's refusal of a query reaches the reader as bad input (status 40000) with its plain message. */
async function refusedAsBadInput<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnsearchableQuery) {
      // Logged: SQLite refusing the engine's own SQL would otherwise look like the reader's mistake.
      request.log.warn({ err: error.cause, query: request.query }, 'search query refused by SQLite');
      throw ApiError.badRequest(error.message);
    }
    throw error;
  }
}

/**
 * Search (architecture contract `GET /rc-pub/front/search?type=…&q=…&page=…&size=…`), its facet counts, and the
 * analyze service of spec §7. The engine is behind an interface: another can be passed in place of FTS5.
 */
export function registerSearchRoutes(app: FastifyInstance, { store, db, searchCache, metrics }: AppContext, engine: SearchEngine = new Fts5SearchEngine(db, { cache: searchCache })): void {
  const recordSearchTerm = searchTermRecorder(db);
  /** The search a request asks for, over the serving site or its group's members; kind null: nothing of it indexed. */
  const searchOf = (request: FastifyRequest) => {
    const config = servingSite(request, store);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const kind = typeof query.type === 'string' ? searchKindOf(query.type, config.search.resourceTypes) : undefined;
    const asked = parseInput(searchRequest, kind ? { ...query, type: kind } : kind === null ? { ...query, type: 'article' } : query, 'query parameter');
    const { request: search, problems } = withSubPool(asked, config.search.boxes);
    const sites = contentSites(config, store);
    const scope: SearchScope = {
      siteIds: kind === null ? [] : sites.map(({ site }) => site.siteId),
      sldOf: (siteId) => store.bySiteId(siteId)?.site.sld ?? config.site.sld,
      language: readerLanguage(request, config.header.defaultLanguage),
    };
    return { search, scope, siteId: config.site.siteId, problems: problems.map((notice) => noticeText(notice, scope.language)) };
  };

  app.get('/rc-pub/front/search', async (request) => {
    const { search, scope, siteId, problems } = searchOf(request);
    const timer = metrics?.searchDuration.startTimer();
    const found = await refusedAsBadInput(request, () => engine.search(search, scope));
    timer?.();
    if (search.page === 0 && found.data.totalElements > 0) await recordSearchTerm({ siteId, query: search.q, reader: readerAddressOf(request) });
    return answer(found, problems);
  });

  app.get('/rc-pub/front/search/clusters', async (request) => {
    const { search, scope, problems } = searchOf(request);
    return answer(await refusedAsBadInput(request, () => engine.clusters(search, scope)), problems);
  });

  /** Spec §7 analyze service; a status other than 0 (no search term, unknown type) stops the reader's search (spec §4). */
  app.get('/rc-pub/front/search/analyze', async (request) => {
    const { q, type } = parseInput(analyzeQuery, request.query, 'query parameter');
    const kind = type === '' ? 'article' : searchKindOf(type, []);
    if (kind === undefined) throw ApiError.badRequest(`query parameter "type": "${type}" is not a search type`);
    const terms = await engine.analyze(q, (kind ?? 'article') satisfies SearchKind);
    if (terms.length === 0) throw ApiError.badRequest(noticeText({ code: 'nothingToSearch' }, readerLanguage(request, 'en')));
    return ok({ terms });
  });
}
