import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { engineOf } from '../../db/database-engine.ts';
import type { Database, SearchFtsTable } from '../../db/tables.ts';

/**
 * The analysed text of each search document, where the engine's full-text index reads it: SQLite's FTS5 table
 * `search_fts` (keyed by rowid), or PostgreSQL's `search_text` (keyed by id; its text search vectors are built from
 * these columns by the database: migration 0025).
 */
export type FullTextRow = SearchFtsTable;

export async function insertFullTextRows(db: Kysely<Database>, rows: FullTextRow[]): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await db.insertInto('search_text').values(rows.map(({ rowid, ...columns }) => ({ id: rowid, ...columns }))).execute();
  } else {
    await db.insertInto('search_fts').values(rows).execute();
  }
}

/** Removes the rows of the documents the query selects (one column: their ids). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query answering ids
export async function removeFullTextRows(db: Kysely<Database>, ids: SelectQueryBuilder<Database, any, { id: number }>): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`DELETE FROM search_text WHERE id IN (${ids})`.execute(db);
  else await sql`DELETE FROM search_fts WHERE rowid IN (${ids})`.execute(db);
}

export async function removeAllFullTextRows(db: Kysely<Database>): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`DELETE FROM search_text`.execute(db);
  else await sql`INSERT INTO search_fts(search_fts) VALUES ('delete-all')`.execute(db);
}
