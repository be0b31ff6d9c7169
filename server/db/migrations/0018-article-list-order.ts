import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database-engine.ts';
import { jsonInteger } from '../portable-sql.ts';

/**
 * Indexes that hold what an article list filters and sorts on, so a list's page of ids (and its total) is chosen from
 * an index alone and only the page's own articles are read (server/content/article-list.ts):
 * - `article_issue_order`: an issue's table of contents — column, then first page as a number (the list's
 *   first-page expression must stay this one to use it);
 * - `article_list_order`: the other lists — status, issue, column, date and every sort field.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const firstPage = jsonInteger(engineOf(db), sql`coalesce(toc_entry, data)`, 'firstPageNum');
  await sql`CREATE INDEX article_issue_order ON article (site_id, period_id, column_id, first_status, (${firstPage}))`.execute(db);
  await db.schema
    .createIndex('article_list_order')
    .on('article')
    .columns(['site_id', 'first_status', 'period_id', 'column_id', 'publish_date', 'visits', 'downloads', 'reference_count', 'comment_count', 'year'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('article_list_order').ifExists().execute();
  await db.schema.dropIndex('article_issue_order').ifExists().execute();
}
