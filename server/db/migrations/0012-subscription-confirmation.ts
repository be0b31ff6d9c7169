import { sql, type Kysely } from 'kysely';

/**
 * Double opt-in for e-mail alerts (issue 16, item 5): a subscription is pending (`confirmed_at` null) until the
 * address's owner follows the link with `confirm_token` mailed to it. Subscriptions made before confirmation existed
 * stay active: they were chosen by their members, and every alert they got carries an unsubscribe link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscription').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('subscription').addColumn('confirm_token', 'text').execute();
  await db.schema.createIndex('subscription_confirm_token').unique().on('subscription').column('confirm_token').execute();
  await sql`UPDATE subscription SET confirmed_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscription_confirm_token').ifExists().execute();
  await db.schema.alterTable('subscription').dropColumn('confirm_token').execute();
  await db.schema.alterTable('subscription').dropColumn('confirmed_at').execute();
}
