import type { Kysely } from 'kysely';
import type { SearchKind, SearchRequest } from '../../schemas/search/search-request.ts';
import type { SearchClusters, SearchResults } from '../../schemas/search/search-results.ts';
import type { Database } from '../db/tables.ts';
import { analyze } from './analyzer.ts';
import { compileFts5Query, controlCharacters, searchFieldNames } from './compile-fts5-query.ts';
import { noticeText } from './search-notices.ts';
import { fts5Clusters } from './fts5-clusters.ts';
import { hitRows, pageOfHits, type PageOfHits } from './fts5-page.ts';
import { defaultRankedCandidates } from './fts5-ranked-page.ts';
import { GenerationCache, type GenerationCacheOptions } from '../cache/generation-cache.ts';
import { contentVersion } from '../db/content-version.ts';
import { parseQuery } from './query/parse-query.ts';
import { queryTerms } from './query/to-fts-match.ts';
import { UnsearchableQuery, type SearchAnswer, type SearchEngine, type SearchScope } from './search-engine.ts';
import { searchHit } from './search-hit.ts';

const noClusters: SearchClusters = { years: [], publications: [], columns: [], openAccess: [], publicationTypes: [], kinds: [] };

function emptyPage(request: SearchRequest): SearchResults {
  return { content: [], totalElements: 0, totalPages: 0, number: request.page, size: request.size, terms: [] };
}

/**
 * FTS5 refuses some expressions at run time (too deep, too many terms): the reader gets a plain message, never
 * SQLite's. Anything else (a locked or broken database) stays a server fault.
 */
async function runQuery<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_ERROR') {
      throw new UnsearchableQuery('This query cannot be searched. Please shorten or simplify it (check quotes and AND, OR, NOT).', { cause: error });
    }
    throw error;
  }
}

export type Fts5SearchEngineOptions = {
  /** Keep each search's ordered hit ids, total and facet counts; rows shown (and their counters) are read anew. */
  cache?: GenerationCacheOptions | undefined;
  /** How many hits a search ranks or sorts as a whole at most (fts5-ranked-page.ts); default 5,000. */
  rankedCandidates?: number | undefined;
};

/** The query compiled, with what was repaired in it worded in the reader's language. */
function compiledFor(request: SearchRequest, scope: SearchScope) {
  const { problems, ...compiled } = compileFts5Query(request);
  return { ...compiled, notices: problems.map((notice) => noticeText(notice, scope.language)) };
}

/** Search over the SQLite FTS5 index of migration 0004 (kept current by server/search/index). */
export class Fts5SearchEngine implements SearchEngine {
  readonly #pages: GenerationCache<PageOfHits> | null;
  readonly #clusters: GenerationCache<SearchClusters> | null;
  readonly #rankedCandidates: number;

  constructor(
    private readonly db: Kysely<Database>,
    { cache, rankedCandidates = defaultRankedCandidates }: Fts5SearchEngineOptions = {},
  ) {
    this.#pages = cache ? new GenerationCache(cache) : null;
    this.#clusters = cache ? new GenerationCache(cache) : null;
    this.#rankedCandidates = rankedCandidates;
  }

  /** Through the cache when there is one; the generation is the database's (an import in any process moves it). */
  async #cached<Value>(cache: GenerationCache<Value> | null, key: unknown[], compute: () => Promise<Value>): Promise<Value> {
    if (!cache) return compute();
    return cache.through(JSON.stringify(key), String(await contentVersion(this.db)), compute);
  }

  async search(request: SearchRequest, scope: SearchScope): Promise<SearchAnswer<SearchResults>> {
    const { match, terms, notices } = compiledFor(request, scope);
    if (match === null || scope.siteIds.length === 0) return { data: emptyPage(request), problems: notices };
    const options = { prefix: request.precise === 0 };
    return runQuery(async () => {
      const { ids, total } = await this.#cached(this.#pages, [match, request, scope.siteIds], () => pageOfHits(this.db, match, request, scope, this.#rankedCandidates));
      const content = (await hitRows(this.db, ids)).map((row) => searchHit(row, terms, options, scope));
      return { data: { content, totalElements: total, totalPages: Math.ceil(total / request.size), number: request.page, size: request.size, terms }, problems: notices };
    });
  }

  async clusters(request: SearchRequest, scope: SearchScope): Promise<SearchAnswer<SearchClusters>> {
    const { match, notices } = compiledFor(request, scope);
    if (match === null || scope.siteIds.length === 0) return { data: noClusters, problems: notices };
    const compute = () => fts5Clusters(this.db, match, request, scope);
    return { data: await runQuery(() => this.#cached(this.#clusters, [match, request, scope.siteIds, scope.language], compute)), problems: notices };
  }

  /** The words a reader looks for, as the index analyses them: the query's positive terms (operators left out). */
  async analyze(q: string, _kind: SearchKind): Promise<string[]> {
    const { node } = parseQuery(q.replace(controlCharacters, ' '), { fields: searchFieldNames });
    return node ? queryTerms(node) : analyze(q.replace(controlCharacters, ' '));
  }
}
