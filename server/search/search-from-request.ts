import type { FastifyRequest } from 'fastify';
import { searchKindOf } from '../../schemas/search/resource-kinds.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import { searchRequest, type SearchRequest } from '../../schemas/search/search-request.ts';
import type { ConfigStore } from '../config/config-store.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { requestLanguage } from '../http/request-language.ts';
import { contentSites } from '../http/site-context.ts';
import { UnsearchableQuery, type SearchAnswer, type SearchScope } from './search-engine.ts';
import { noticeText } from './search-notices.ts';
import { withSubPool } from './sub-pool-filters.ts';

/** A search as a request asks for it: what to search, over which sites, and what was repaired in the request. */
export type RequestedSearch = { search: SearchRequest; scope: SearchScope; siteId: number; problems: string[] };

/**
 * The search `input` asks for (a request's query, or its body read as one) over the serving site `config` or its
 * group's members. A `type` the site may offer but nothing is indexed for (patents, standards …) searches no site.
 */
export function searchFromRequest(
  request: FastifyRequest,
  store: ConfigStore,
  config: SiteConfig,
  input: Record<string, unknown>,
  where: 'query parameter' | 'body field' = 'query parameter',
): RequestedSearch {
  const kind = typeof input.type === 'string' ? searchKindOf(input.type, config.search.resourceTypes) : undefined;
  const asked = parseInput(searchRequest, kind ? { ...input, type: kind } : kind === null ? { ...input, type: 'article' } : input, where);
  const { request: search, problems } = withSubPool(asked, config.search.boxes);
  const scope: SearchScope = {
    siteIds: kind === null ? [] : contentSites(config, store).map(({ site }) => site.siteId),
    sldOf: (siteId) => store.bySiteId(siteId)?.site.sld ?? config.site.sld,
    language: requestLanguage(request, config.header.defaultLanguage),
  };
  return { search, scope, siteId: config.site.siteId, problems: problems.map((notice) => noticeText(notice, scope.language)) };
}

/** A reply with what was repaired in the request as its message (spec envelope: status 0 with a message). */
export function searchReply<Data>({ data, problems }: SearchAnswer<Data>, requestProblems: string[]) {
  const all = [...requestProblems, ...problems];
  return all.length > 0 ? { ...ok(data), message: all.join(' ') } : ok(data);
}

/** The engine's refusal of a query reaches the reader as bad input (status 40000) with its plain message. */
export async function refusedAsBadInput<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
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
