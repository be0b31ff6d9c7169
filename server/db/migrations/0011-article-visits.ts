import type { Kysely } from 'kysely';

/**
 * `article_visit`: who has been counted as visiting an article on a UTC day, so a reader counts once per article per
 * day however often they ask (issue 16, item 5). `reader` is `member:<id>`, or for a reader not signed in a keyed
 * hash of address and user agent (never the address itself). Days before yesterday are pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_visit')
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('reader', 'text', (c) => c.notNull())
    /** YYYY-MM-DD, UTC. */
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_visit_pk', ['article_id', 'reader', 'day'])
    .execute();
  await db.schema.createIndex('article_visit_day').on('article_visit').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_visit').ifExists().execute();
}
