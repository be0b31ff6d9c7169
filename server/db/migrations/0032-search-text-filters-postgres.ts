import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable-columns.ts';

/** The columns of search_document that search filters and facets read, with their types (migration 0004). */
const filterColumns = [
  ['kind', 'text'],
  ['article_id', 'integer'],
  ['publication_id', 'integer'],
  ['column_id', 'integer'],
  ['period_id', 'integer'],
  ['year', 'integer'],
  ['open_access', 'integer'],
  ['first_status', 'integer'],
  ['has_pdf', 'integer'],
] as const;

/**
 * A copy of each document's filter columns in its search_text row, on PostgreSQL (nothing on SQLite): a filtered
 * search or a facet then reads them from the row the text search visits anyway, where looking up every hit's
 * document cost a primary-key probe and a heap page a hit (a filter on a word in half of 100,000 documents: ~100 ms).
 * A document's row is never updated, only removed and written anew, so the copy cannot go stale
 * (server/search/index/full-text-rows.ts writes it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE search_text ${sql.join(
    filterColumns.map(([column, type]) => sql`ADD COLUMN ${sql.ref(column)} ${sql.raw(type)}`),
    sql`, `,
  )}`.execute(db);
  await sql`UPDATE search_text AS t SET ${sql.join(
    filterColumns.map(([column]) => sql`${sql.ref(column)} = d.${sql.ref(column)}`),
    sql`, `,
  )} FROM search_document AS d WHERE d.id = t.id`.execute(db);
  await sql`ALTER TABLE search_text ALTER COLUMN kind SET NOT NULL, ALTER COLUMN open_access SET NOT NULL, ALTER COLUMN first_status SET NOT NULL, ALTER COLUMN has_pdf SET NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE search_text ${sql.join(
    filterColumns.map(([column]) => sql`DROP COLUMN IF EXISTS ${sql.ref(column)}`),
    sql`, `,
  )}`.execute(db);
}
