import type { Kysely } from 'kysely';

/**
 * Covering indexes of what search filters, sorts and facets read: the search documents' filter columns and the
 * articles' live counters. Their entries are a few dozen bytes where a row holds abstracts (or a whole article), so
 * a search that filters or sorts many hits reads a fraction of the pages (server/search/fts5-result-set.ts names
 * them in INDEXED BY).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('search_document_filters')
    .on('search_document')
    .columns([
      'id', 'kind', 'year', 'publication_id', 'column_id', 'period_id', 'open_access', 'first_status', 'has_pdf', 'article_id',
      'publish_date', 'updated_at', 'visits', 'downloads', 'reference_count', 'comment_count',
    ])
    .execute();
  await db.schema.createIndex('article_counters').on('article').columns(['id', 'visits', 'downloads', 'reference_count', 'comment_count']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('article_counters').ifExists().execute();
  await db.schema.dropIndex('search_document_filters').ifExists().execute();
}
