import type { Kysely } from 'kysely';
import { currentTimestampText, generatedIdNeverReused } from './portable-columns.ts';

/**
 * What a member keeps in the personal centre (spec §2, §3, §4): favourites, download and reading history, personal
 * albums and their items, e-mail subscriptions, and which articles each subscription has already been sent. Every row
 * names its member and goes with them (ON DELETE CASCADE). Resources are named by type (article, journal, audio,
 * video) and id, without a foreign key: a favourite outlives its article, and the personal centre says so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const memberColumn = (table: string) =>
    db.schema.createTable(table).addColumn('id', 'integer', generatedIdNeverReused(db)).addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'));

  await memberColumn('favourite')
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addUniqueConstraint('favourite_resource', ['member_id', 'resource_type', 'resource_id'])
    .execute();

  /** One row per member, article and part (`pdf`, or `table:<key>`), counting repeats. */
  await memberColumn('download_history')
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('part', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addColumn('last_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addUniqueConstraint('download_history_resource', ['member_id', 'resource_type', 'resource_id', 'part'])
    .execute();
  await db.schema.createIndex('download_history_recent').on('download_history').columns(['member_id', 'last_at']).execute();

  await memberColumn('browse_history')
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addColumn('last_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addUniqueConstraint('browse_history_resource', ['member_id', 'resource_type', 'resource_id'])
    .execute();
  await db.schema.createIndex('browse_history_recent').on('browse_history').columns(['member_id', 'last_at']).execute();

  await memberColumn('personal_album')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('en_name', 'text', (c) => c.notNull().defaultTo(''))
    /** The cover's stored file name under `<files>/members/<member_id>/`, or null. */
    .addColumn('cover', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .execute();
  await db.schema.createIndex('personal_album_member').on('personal_album').column('member_id').execute();

  await memberColumn('personal_album_item')
    .addColumn('album_id', 'integer', (c) => c.notNull().references('personal_album.id').onDelete('cascade'))
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addUniqueConstraint('personal_album_item_resource', ['album_id', 'resource_type', 'resource_id'])
    .execute();
  await db.schema.createIndex('personal_album_item_member').on('personal_album_item').column('member_id').execute();

  await memberColumn('subscription')
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    /** current | onlineFirst | keywords | column */
    .addColumn('type', 'text', (c) => c.notNull())
    /** The keywords joined by ';' (type keywords), else ''. */
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('column_id', 'integer')
    /** zh | en: the language of the alert e-mails. */
    .addColumn('language', 'text', (c) => c.notNull())
    /** Where the reader subscribed (`https://host`): the alert's links point there. */
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    /** The alert job has looked at every article up to this id (the highest article id when subscribing, at first). */
    .addColumn('checked_through_article_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .execute();
  await db.schema.createIndex('subscription_member').on('subscription').columns(['member_id', 'site_id']).execute();
  await db.schema.createIndex('subscription_checked').on('subscription').column('checked_through_article_id').execute();

  /** Articles already sent to a subscription: inserted before the e-mail goes, so no article goes twice. */
  await db.schema
    .createTable('subscription_alert')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscription.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addPrimaryKeyConstraint('subscription_alert_pk', ['subscription_id', 'article_id'])
    .execute();
  await db.schema.createIndex('subscription_alert_member').on('subscription_alert').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['subscription_alert', 'subscription', 'personal_album_item', 'personal_album', 'browse_history', 'download_history', 'favourite']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
