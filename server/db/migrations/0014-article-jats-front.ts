import type { Kysely } from 'kysely';

/**
 * `article_content.jats_front`: the `<front>` of the JATS an article was imported from, as XML (with the namespace
 * declarations it relies on), so harvesters get the publisher's own front matter. Null for articles imported before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article_content').addColumn('jats_front', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article_content').dropColumn('jats_front').execute();
}
