import { sql, type Kysely } from 'kysely';
import { isoSecondsNow, isPostgres } from './portable-columns.ts';

/** The columns that say what an article is; its counters (visits, downloads …) are not among them. */
const describingColumns = 'site_id, journal_id, period_id, column_id, doi, language, first_status, year, publish_date, open_access, data';

/**
 * `article.updated_at`: when the article's metadata last changed (its OAI-PMH datestamp), kept by triggers so no
 * writer — import, seed, a hand-written row — can forget it, while counting a visit or a download leaves it alone.
 * Articles already stored take their full text's import time, else the time of this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article').addColumn('updated_at', 'text', (c) => c.notNull().defaultTo('')).execute();
  // Harvests walk the articles in datestamp order.
  await db.schema.createIndex('article_updated').on('article').columns(['updated_at', 'id']).execute();
  if (isPostgres(db)) return postgresTriggers(db);
  const now = isoSecondsNow(db);
  await sql`UPDATE article SET updated_at = COALESCE(
    (SELECT strftime('%Y-%m-%dT%H:%M:%SZ', article_content.updated_at) FROM article_content WHERE article_content.article_id = article.id),
    ${now})`.execute(db);
  await sql`CREATE TRIGGER article_updated_on_insert AFTER INSERT ON article FOR EACH ROW WHEN NEW.updated_at = ''
    BEGIN UPDATE article SET updated_at = ${now} WHERE id = NEW.id; END`.execute(db);
  await sql`CREATE TRIGGER article_updated_on_change AFTER UPDATE OF ${sql.raw(describingColumns)} ON article FOR EACH ROW
    WHEN NEW.updated_at IS OLD.updated_at
    BEGIN UPDATE article SET updated_at = ${now} WHERE id = NEW.id; END`.execute(db);
}

/** The same two triggers on PostgreSQL, which sets the new row's datestamp before it is written. */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION article_updated_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (TG_OP = 'INSERT' AND NEW.updated_at = '') OR (TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at) THEN
        NEW.updated_at := ${isoSecondsNow(db)};
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER article_updated_on_insert BEFORE INSERT ON article FOR EACH ROW EXECUTE FUNCTION article_updated_stamp()`.execute(db);
  await sql`CREATE TRIGGER article_updated_on_change BEFORE UPDATE OF ${sql.raw(describingColumns)} ON article FOR EACH ROW
    EXECUTE FUNCTION article_updated_stamp()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const onArticle = isPostgres(db) ? sql` ON article` : sql``;
  await sql`DROP TRIGGER IF EXISTS article_updated_on_change${onArticle}`.execute(db);
  await sql`DROP TRIGGER IF EXISTS article_updated_on_insert${onArticle}`.execute(db);
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS article_updated_stamp()`.execute(db);
  await db.schema.dropIndex('article_updated').ifExists().execute();
  await db.schema.alterTable('article').dropColumn('updated_at').execute();
}
