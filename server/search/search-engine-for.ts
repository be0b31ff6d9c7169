import type { Kysely } from 'kysely';
import { engineOf } from '../db/database-engine.ts';
import type { Database } from '../db/tables.ts';
import type { GenerationCacheOptions } from '../cache/generation-cache.ts';
import { Fts5SearchEngine } from './fts5-search-engine.ts';
import { PostgresSearchEngine } from './postgres/postgres-search-engine.ts';
import type { SearchEngine } from './search-engine.ts';

export type SearchEngineOptions = {
  /** The search cache (SEARCH_CACHE); none: every search ranks anew. */
  cache?: GenerationCacheOptions | undefined;
};

/** The search engine of the database's engine: FTS5 on SQLite, text search vectors on PostgreSQL. */
export function searchEngineFor(db: Kysely<Database>, options: SearchEngineOptions = {}): SearchEngine {
  return engineOf(db) === 'postgres' ? new PostgresSearchEngine(db, options) : new Fts5SearchEngine(db, options);
}
