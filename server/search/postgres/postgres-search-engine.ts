import { sql, type Kysely } from 'kysely';
import type { SearchKind, SearchRequest } from '../../../schemas/search/search-request.ts';
import type { SearchClusters, SearchResults } from '../../../schemas/search/search-results.ts';
import { GenerationCache, type GenerationCacheOptions } from '../../cache/generation-cache.ts';
import { contentVersion } from '../../db/content-version.ts';
import type { Database } from '../../db/tables.ts';
import { hitRows, type PageOfHits } from '../fts5-page.ts';
import { noticeText } from '../search-notices.ts';
import { UnsearchableQuery, type SearchAnswer, type SearchEngine, type SearchScope } from '../search-engine.ts';
import { searchHit } from '../search-hit.ts';
import { analyze } from '../analyzer.ts';
import { controlCharacters, searchFieldNames } from '../compile-fts5-query.ts';
import { parseQuery } from '../query/parse-query.ts';
import { queryTerms } from '../query/to-fts-match.ts';
import { compileTsQuery } from './compile-tsquery.ts';
import { pgClusters } from './pg-clusters.ts';
import { pageOfHits } from './pg-page.ts';
import { defaultRankedCandidates } from './pg-ranked-page.ts';

const noClusters: SearchClusters = { years: [], publications: [], columns: [], openAccess: [], publicationTypes: [], kinds: [] };

function emptyPage(request: SearchRequest): SearchResults {
  return { content: [], totalElements: 0, totalPages: 0, number: request.page, size: request.size, terms: [] };
}

/**
 * PostgreSQL refuses some tsqueries at run time (a word longer than it indexes, a query nested too deep for its
 * stack): the reader gets a plain message. Anything else (the database gone) stays a server fault.
 */
const refusedQueryCodes = new Set(['42601', '54000', '54001']);

async function runQuery<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (refusedQueryCodes.has(String((error as { code?: unknown }).code))) {
      throw new UnsearchableQuery('This query cannot be searched. Please shorten or simplify it (check quotes and AND, OR, NOT).', { cause: error });
    }
    throw error;
  }
}

export type PostgresSearchEngineOptions = {
  /** Keep each search's ordered hit ids, total and facet counts; rows shown (and their counters) are read anew. */
  cache?: GenerationCacheOptions | undefined;
  /** How many hits a broad search ranks as a whole, its newest (pg-ranked-page.ts). */
  rankedCandidates?: number | undefined;
};

/**
 * A search's statements, on one connection that keeps the planner from reading the whole table for a broad word: it
 * does not count the vector's TOAST reads, so for a word in half the documents a sequential scan looks cheaper than
 * the GIN index, and is ten times slower. Not a transaction: a search only reads, and holds nothing open between its
 * statements.
 */
async function searchReads<T>(db: Kysely<Database>, work: (connection: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SET enable_seqscan = off`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`RESET enable_seqscan`.execute(connection);
    }
  });
}

function compiledFor(request: SearchRequest, scope: SearchScope) {
  const { problems, ...compiled } = compileTsQuery(request);
  return { ...compiled, notices: problems.map((notice) => noticeText(notice, scope.language)) };
}

/**
 * Search over PostgreSQL's search vectors (migration 0028, GIN-indexed), kept current by server/search/index as the
 * FTS5 index is: the same analyser, query syntax, repairs, highlights, facets and sorts as Fts5SearchEngine; ranked by
 * ts_rank with the column classes' weights.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly #pages: GenerationCache<PageOfHits> | null;
  readonly #clusters: GenerationCache<SearchClusters> | null;
  readonly #rankedCandidates: number;

  constructor(
    private readonly db: Kysely<Database>,
    { cache, rankedCandidates = defaultRankedCandidates }: PostgresSearchEngineOptions = {},
  ) {
    this.#rankedCandidates = rankedCandidates;
    this.#pages = cache ? new GenerationCache(cache) : null;
    this.#clusters = cache ? new GenerationCache(cache) : null;
  }

  async #cached<Value>(cache: GenerationCache<Value> | null, key: unknown[], compute: () => Promise<Value>): Promise<Value> {
    if (!cache) return compute();
    return cache.through(JSON.stringify(key), String(await contentVersion(this.db)), compute);
  }

  async search(request: SearchRequest, scope: SearchScope): Promise<SearchAnswer<SearchResults>> {
    const { match, terms, notices } = compiledFor(request, scope);
    if (match === null || scope.siteIds.length === 0) return { data: emptyPage(request), problems: notices };
    const options = { prefix: request.precise === 0 };
    return runQuery(async () => {
      const { ids, total } = await this.#cached(this.#pages, [match, request, scope.siteIds], () =>
        searchReads(this.db, (trx) => pageOfHits(trx, match, request, scope, this.#rankedCandidates)),
      );
      const content = (await hitRows(this.db, ids)).map((row) => searchHit(row, terms, options, scope));
      return { data: { content, totalElements: total, totalPages: Math.ceil(total / request.size), number: request.page, size: request.size, terms }, problems: notices };
    });
  }

  async clusters(request: SearchRequest, scope: SearchScope): Promise<SearchAnswer<SearchClusters>> {
    const { match, notices } = compiledFor(request, scope);
    if (match === null || scope.siteIds.length === 0) return { data: noClusters, problems: notices };
    const compute = () => searchReads(this.db, (trx) => pgClusters(trx, match, request, scope));
    return { data: await runQuery(() => this.#cached(this.#clusters, [match, request, scope.siteIds, scope.language], compute)), problems: notices };
  }

  /** The words a reader looks for, as the index analyses them: the query's positive terms (operators left out). */
  async analyze(q: string, _kind: SearchKind): Promise<string[]> {
    const { node } = parseQuery(q.replace(controlCharacters, ' '), { fields: searchFieldNames });
    return node ? queryTerms(node) : analyze(q.replace(controlCharacters, ' '));
  }
}
