import type { Kysely } from 'kysely';
import type { SearchKind, SearchRequest } from '../../schemas/search/search-request.ts';
import type { SearchClusters, SearchResults } from '../../schemas/search/search-results.ts';
import { GenerationCache, type GenerationCacheOptions } from '../cache/generation-cache.ts';
import { contentVersion } from '../db/content-version.ts';
import type { Database } from '../db/tables.ts';
import { analyze } from './analyzer.ts';
import { controlCharacters, searchFieldNames } from './compile-fts5-query.ts';
import { hitRows, type PageOfHits } from './fts5-page.ts';
import { parseQuery } from './query/parse-query.ts';
import { queryTerms } from './query/to-fts-match.ts';
import { UnsearchableQuery, type SearchAnswer, type SearchEngine, type SearchScope } from './search-engine.ts';
import { searchHit } from './search-hit.ts';
import { noticeText, type SearchNotice } from './search-notices.ts';

/** A reader's query compiled for an index: what it looks for (null: nothing), the terms to mark, what was repaired. */
export type CompiledQuery<Match> = { match: Match | null; terms: string[]; problems: SearchNotice[] };

/** What an index engine does its own way; the shell around it (cache, hit rows, notices, refusals) is shared. */
export type IndexParts<Match> = {
  compile: (request: SearchRequest) => CompiledQuery<Match>;
  /** The page's hit ids in order and the total; `rankedCandidates`: how many hits a broad search ranks as a whole. */
  page: (db: Kysely<Database>, match: Match, request: SearchRequest, scope: SearchScope, rankedCandidates: number) => Promise<PageOfHits>;
  clusters: (db: Kysely<Database>, match: Match, request: SearchRequest, scope: SearchScope) => Promise<SearchClusters>;
  /** Whether an error is the index refusing the query (too deep, too many terms), not a fault of the server. */
  refuses: (error: unknown) => boolean;
};

export type IndexedSearchEngineOptions = {
  /** Keep each search's ordered hit ids, total and facet counts; rows shown (and their counters) are read anew. */
  cache?: GenerationCacheOptions | undefined;
  /** How many hits a broad search ranks as a whole at most (each engine has its default). */
  rankedCandidates?: number | undefined;
};

const noClusters: SearchClusters = { years: [], publications: [], columns: [], openAccess: [], publicationTypes: [], kinds: [] };

function emptyPage(request: SearchRequest): SearchResults {
  return { content: [], totalElements: 0, totalPages: 0, number: request.page, size: request.size, terms: [] };
}

/**
 * A search engine over a full-text index in the database (FTS5 on SQLite, text search vectors on PostgreSQL): the
 * query compiled and its repairs worded in the reader's language, pages and facet counts through the search cache,
 * the rows shown read for the page's ids, and a query the index refuses answered with a plain message.
 */
export class IndexedSearchEngine<Match> implements SearchEngine {
  readonly #pages: GenerationCache<PageOfHits> | null;
  readonly #clusters: GenerationCache<SearchClusters> | null;
  readonly #rankedCandidates: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly parts: IndexParts<Match>,
    { cache, rankedCandidates }: IndexedSearchEngineOptions & { rankedCandidates: number },
  ) {
    this.#pages = cache ? new GenerationCache(cache) : null;
    this.#clusters = cache ? new GenerationCache(cache) : null;
    this.#rankedCandidates = rankedCandidates;
  }

  /** The query compiled, with what was repaired in it worded in the reader's language. */
  #compiled(request: SearchRequest, scope: SearchScope) {
    const { problems, ...compiled } = this.parts.compile(request);
    return { ...compiled, notices: problems.map((notice) => noticeText(notice, scope.language)) };
  }

  async #refusable<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (this.parts.refuses(error)) {
        throw new UnsearchableQuery('This query cannot be searched. Please shorten or simplify it (check quotes and AND, OR, NOT).', { cause: error });
      }
      throw error;
    }
  }

  /** Through the cache when there is one; the generation is the database's (an import in any process moves it). */
  async #cached<Value>(cache: GenerationCache<Value> | null, key: unknown[], compute: () => Promise<Value>): Promise<Value> {
    if (!cache) return compute();
    return cache.through(JSON.stringify(key), String(await contentVersion(this.db)), compute);
  }

  async search(request: SearchRequest, scope: SearchScope): Promise<SearchAnswer<SearchResults>> {
    const { match, terms, notices } = this.#compiled(request, scope);
    if (match === null || scope.siteIds.length === 0) return { data: emptyPage(request), problems: notices };
    const options = { prefix: request.precise === 0 };
    return this.#refusable(async () => {
      const { ids, total } = await this.#cached(this.#pages, [match, request, scope.siteIds], () => this.parts.page(this.db, match, request, scope, this.#rankedCandidates));
      const content = (await hitRows(this.db, ids)).map((row) => searchHit(row, terms, options, scope));
      return { data: { content, totalElements: total, totalPages: Math.ceil(total / request.size), number: request.page, size: request.size, terms }, problems: notices };
    });
  }

  async clusters(request: SearchRequest, scope: SearchScope): Promise<SearchAnswer<SearchClusters>> {
    const { match, notices } = this.#compiled(request, scope);
    if (match === null || scope.siteIds.length === 0) return { data: noClusters, problems: notices };
    const compute = () => this.parts.clusters(this.db, match, request, scope);
    return { data: await this.#refusable(() => this.#cached(this.#clusters, [match, request, scope.siteIds, scope.language], compute)), problems: notices };
  }

  /** The words a reader looks for, as the index analyses them: the query's positive terms (operators left out). */
  async analyze(q: string, _kind: SearchKind): Promise<string[]> {
    const { node } = parseQuery(q.replace(controlCharacters, ' '), { fields: searchFieldNames });
    return node ? queryTerms(node) : analyze(q.replace(controlCharacters, ' '));
  }
}
