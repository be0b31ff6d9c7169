import type { Kysely } from 'kysely';

/**
 * `toc_position`: the order editors gave an issue's articles on the desk (issue 19, item 3). One row per article of
 * the issue, drafts too, so an article published later takes the place it was given. Readers' tables of contents
 * order by column, then by this, then by first page (server/content/toc-order.ts): an article with no row (placed
 * in the issue after the order was saved) comes after the ordered ones of its column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('toc_position')
    .addColumn('period_id', 'integer', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('toc_position_pk', ['period_id', 'article_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('toc_position').ifExists().execute();
}
