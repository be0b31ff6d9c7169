import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { engineOf } from '../../db/database-engine.ts';
import type { Database, SearchDocumentTable, SearchFtsTable, SearchTextFilters } from '../../db/tables.ts';

/**
 * The analysed text of each search document, where the engine's full-text index reads it: SQLite's FTS5 table
 * `search_fts` (keyed by rowid), or PostgreSQL's `search_text` (keyed by id; its text search vectors are built from
 * these columns by the database: migration 0025).
 */
export type FullTextRow = SearchFtsTable;

/** What PostgreSQL's search_text keeps of a document besides its text: what filters and facets read (migration 0032). */
const filtersOf = (document: SearchDocumentTable): SearchTextFilters => ({
  kind: document.kind,
  article_id: document.article_id,
  publication_id: document.publication_id,
  column_id: document.column_id,
  period_id: document.period_id,
  year: document.year,
  open_access: document.open_access,
  first_status: document.first_status,
  has_pdf: document.has_pdf,
});

/** Writes the analysed text of documents, `rows[i]` that of `documents[i]`. */
export async function insertFullTextRows(db: Kysely<Database>, rows: FullTextRow[], documents: SearchDocumentTable[]): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await db.insertInto('search_text').values(rows.map(({ rowid, ...columns }, i) => ({ id: rowid, ...columns, ...filtersOf(documents[i]!) }))).execute();
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
