import { sql, type Kysely } from 'kysely';

/**
 * `article_issue_order`: an issue's articles in table-of-contents order (column, then first page as a number), with
 * what the list's filters read, so the page of an issue's list is chosen from this index alone, not by reading every
 * article of the issue (server/content/article-list.ts; its first-page expression must stay this one to use it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX article_issue_order ON article (
    site_id, period_id, column_id, first_status,
    CAST(json_extract(coalesce(toc_entry, data), '$.firstPageNum') AS INTEGER)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('article_issue_order').ifExists().execute();
}
