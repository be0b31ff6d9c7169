import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { IndexedSearchEngine, type IndexedSearchEngineOptions } from '../indexed-search-engine.ts';
import { compileTsQuery } from './compile-tsquery.ts';
import { pgClusters } from './pg-clusters.ts';
import { pageOfHits } from './pg-page.ts';
import { defaultRankedCandidates } from './pg-ranked-page.ts';
import type { TsMatch } from './to-tsquery.ts';

/** Options; `rankedCandidates`: how many hits a broad search ranks as a whole, its newest (pg-ranked-page.ts). */
export type PostgresSearchEngineOptions = IndexedSearchEngineOptions;

/**
 * PostgreSQL refuses some tsqueries at run time (a word longer than it indexes, a query nested too deep for its
 * stack): the reader gets a plain message. Anything else (the database gone) stays a server fault.
 */
const refusedQueryCodes = new Set(['42601', '54000', '54001']);
const refuses = (error: unknown) => refusedQueryCodes.has(String((error as { code?: unknown }).code));

/** Planner settings a search makes for its statements, and turns back to their defaults after. */
type PlanSettings = Readonly<Partial<Record<'enable_seqscan' | 'enable_indexscan' | 'max_parallel_workers_per_gather', 'off' | 0>>>;

/**
 * A search's statements, on one connection that keeps the planner from reading the whole table for a broad word: it
 * does not count the vector's TOAST reads, so for a word in half the documents a sequential scan looks cheaper than
 * the GIN index, and is ten times slower. A search by relevance also has plain index scans off, for the same reason:
 * walking the primary key backwards over the scope to find the newest hits reads every row's vector on the way, where
 * the GIN index finds them in the newest buckets (pg-ranked-page.ts); and no parallel workers, which cost more to start
 * than they save on a statement meant to take milliseconds. The settings are made, and undone, in one round trip (a
 * text of several commands and no parameters goes by the simple query protocol). Not a transaction: a search only
 * reads, and holds nothing open between its statements.
 */
async function searchReads<T>(db: Kysely<Database>, settings: PlanSettings, work: (connection: Kysely<Database>) => Promise<T>): Promise<T> {
  const names = Object.keys(settings);
  return db.connection().execute(async (connection) => {
    await sql.raw(Object.entries(settings).map(([name, value]) => `SET ${name} = ${value}`).join('; ')).execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql.raw(names.map((name) => `RESET ${name}`).join('; ')).execute(connection);
    }
  });
}

const noSequentialScans: PlanSettings = { enable_seqscan: 'off' };
const bitmapScansOnly: PlanSettings = { enable_seqscan: 'off', enable_indexscan: 'off', max_parallel_workers_per_gather: 0 };

/**
 * Search over PostgreSQL's search vectors (migrations 0028 and 0031, GIN-indexed), kept current by server/search/index
 * as the FTS5 index is: the same analyser, query syntax, repairs, highlights, facets and sorts as Fts5SearchEngine;
 * ranked by ts_rank with the column classes' weights.
 */
export class PostgresSearchEngine extends IndexedSearchEngine<TsMatch> {
  constructor(db: Kysely<Database>, { cache, rankedCandidates = defaultRankedCandidates }: PostgresSearchEngineOptions = {}) {
    super(
      db,
      {
        compile: compileTsQuery,
        page: (db, match, request, ...rest) =>
          searchReads(db, request.sort === 'relevance' ? bitmapScansOnly : noSequentialScans, (connection) => pageOfHits(connection, match, request, ...rest)),
        clusters: (db, ...args) => searchReads(db, noSequentialScans, (connection) => pgClusters(connection, ...args)),
        refuses,
      },
      { cache, rankedCandidates },
    );
  }
}
