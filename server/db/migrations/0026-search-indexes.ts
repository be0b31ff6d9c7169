import type { Kysely } from 'kysely';

/**
 * Indexes a broad search reads instead of every hit's document. The orders a search sorted by a column walks
 * (server/search/fts5-sorted-walk.ts): the documents by date and by update time, the articles by each live counter;
 * walking one newest (or most read …) first and keeping the entries that are hits finds a page after a few dozen
 * entries. And the documents by year and by journal, the filters that keep few of them
 * (server/search/fts5-result-set.ts). Plain indexes, for every dialect.
 */
const indexes = [
  { name: 'search_document_by_date', table: 'search_document', key: 'publish_date' },
  { name: 'search_document_by_update', table: 'search_document', key: 'updated_at' },
  { name: 'search_document_by_year', table: 'search_document', key: 'year' },
  { name: 'search_document_by_journal', table: 'search_document', key: 'publication_id' },
  { name: 'article_by_visits', table: 'article', key: 'visits' },
  { name: 'article_by_downloads', table: 'article', key: 'downloads' },
  { name: 'article_by_citations', table: 'article', key: 'reference_count' },
  { name: 'article_by_comments', table: 'article', key: 'comment_count' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, key } of indexes) await db.schema.createIndex(name).on(table).columns([key, 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of indexes) await db.schema.dropIndex(name).ifExists().execute();
}
