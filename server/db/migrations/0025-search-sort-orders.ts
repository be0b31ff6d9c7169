import type { Kysely } from 'kysely';

/**
 * The orders a search sorted by a column walks when it finds many hits (server/search/fts5-sorted-walk.ts): the
 * documents by date and by update time, the articles by each live counter. Walking one of them newest (or most
 * read …) first and keeping the entries that are hits finds a page after a few dozen entries, where sorting every hit
 * of a broad word reads them all. Plain indexes, for every dialect.
 */
const orders = [
  { name: 'search_document_by_date', table: 'search_document', key: 'publish_date' },
  { name: 'search_document_by_update', table: 'search_document', key: 'updated_at' },
  { name: 'article_by_visits', table: 'article', key: 'visits' },
  { name: 'article_by_downloads', table: 'article', key: 'downloads' },
  { name: 'article_by_citations', table: 'article', key: 'reference_count' },
  { name: 'article_by_comments', table: 'article', key: 'comment_count' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, key } of orders) await db.schema.createIndex(name).on(table).columns([key, 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of orders) await db.schema.dropIndex(name).ifExists().execute();
}
