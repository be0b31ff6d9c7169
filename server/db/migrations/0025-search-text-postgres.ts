import type { Kysely } from 'kysely';
import { isPostgres } from './portable-columns.ts';

/** The analysed text columns of migration 0004's search_fts, which PostgreSQL keeps as a plain table. */
const textColumns = ['title', 'keywords', 'authors', 'institutions', 'summary', 'note', 'source', 'identifiers', 'part', 'first_page', 'last_page'];

/**
 * PostgreSQL's full-text index of search documents (SQLite's is the FTS5 table of migration 0004): each document's
 * analysed text (server/search/analyzer.ts `indexText`) by column, keyed by the document's id. Nothing on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  let table = db.schema.createTable('search_text').addColumn('id', 'bigint', (c) => c.primaryKey().references('search_document.id').onDelete('cascade'));
  for (const column of textColumns) table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await table.execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await db.schema.dropTable('search_text').ifExists().execute();
}
