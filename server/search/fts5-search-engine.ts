import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { compileFts5Query } from './compile-fts5-query.ts';
import { fts5Clusters } from './fts5-clusters.ts';
import { pageOfHits } from './fts5-page.ts';
import { defaultRankedCandidates } from './fts5-ranked-page.ts';
import { IndexedSearchEngine, type IndexedSearchEngineOptions } from './indexed-search-engine.ts';

/** Options; `rankedCandidates` (fts5-ranked-page.ts) defaults to 5,000. */
export type Fts5SearchEngineOptions = IndexedSearchEngineOptions;

/**
 * FTS5 refuses some expressions at run time (too deep, too many terms): the reader gets a plain message, never
 * SQLite's. Anything else (a locked or broken database) stays a server fault.
 */
const refuses = (error: unknown) => (error as { code?: unknown }).code === 'SQLITE_ERROR';

/** Search over the SQLite FTS5 index of migration 0004 (kept current by server/search/index). */
export class Fts5SearchEngine extends IndexedSearchEngine<string> {
  constructor(db: Kysely<Database>, { cache, rankedCandidates = defaultRankedCandidates }: Fts5SearchEngineOptions = {}) {
    super(db, { compile: compileFts5Query, page: pageOfHits, clusters: fts5Clusters, refuses }, { cache, rankedCandidates });
  }
}
