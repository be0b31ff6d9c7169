import { sql, type Kysely } from 'kysely';
import { currentTimestampText, isPostgres } from './portable-columns.ts';

/** Full texts read from JATS, and DOI lookup per site whatever the DOI's letter case (DOIs are case-insensitive). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_content')
    .addColumn('article_id', 'integer', (c) => c.primaryKey().references('article.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .execute();
  // Re-importing 10.7554/ELIFE.04490 must find the article imported as 10.7554/eLife.04490, and never add a twin.
  // PostgreSQL has no NOCASE collation; an ICU one that compares letters without their case stands in, by that name.
  if (isPostgres(db)) await sql`CREATE COLLATION IF NOT EXISTS nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`.execute(db);
  await sql`CREATE UNIQUE INDEX article_site_doi_nocase ON article(site_id, doi COLLATE NOCASE) WHERE doi <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS article_site_doi_nocase`.execute(db);
  await db.schema.dropTable('article_content').ifExists().execute();
}
