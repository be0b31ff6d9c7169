import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable-columns.ts';

/**
 * SQLite only (FTS5; nothing on PostgreSQL, whose full-text index is migration 0025's): `search_fts` again, with an
 * index of one-character prefixes (FTS5 counts them in characters). A one-character query (`光`) is the prefix query
 * `"光"*` (server/search/query/to-fts-match.ts), which without it merges the doclists of every bigram the character
 * starts, hundreds of them, on each statement that reads it; with it, one doclist. The table is contentless, so it is
 * made empty: the index scheme rises with this migration (search-index-version.ts 3), and the next start rebuilds it
 * from the articles (ensureSearchIndex).
 */
const createFts = (prefix: boolean) => sql`CREATE VIRTUAL TABLE search_fts USING fts5(
  title, keywords, authors, institutions, summary, note, source, identifiers, part, first_page, last_page,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'${sql.raw(prefix ? ", prefix = '1'" : '')}
)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`DROP TABLE search_fts`.execute(db);
  await createFts(true).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`DROP TABLE search_fts`.execute(db);
  await createFts(false).execute(db);
}
