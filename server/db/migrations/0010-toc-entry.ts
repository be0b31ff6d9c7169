import { sql, type Kysely } from 'kysely';
import { tocEntryFromData } from '../toc-entry.ts';
import { isPostgres } from './portable-columns.ts';

/**
 * `article.toc_entry`: what a table of contents shows of the article (server/db/toc-entry.ts), written with the row,
 * so an issue's page reads a few hundred bytes an article instead of parsing each article's whole JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article').addColumn('toc_entry', 'text').execute();
  // No PostgreSQL database holds rows from before this migration: its schema is made whole before anything is stored.
  if (!isPostgres(db)) await sql`UPDATE article SET toc_entry = ${tocEntryFromData('sqlite')}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article').dropColumn('toc_entry').execute();
}
