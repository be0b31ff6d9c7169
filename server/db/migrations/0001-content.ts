import { sql, type Kysely } from 'kysely';
import { currentTimestampText, generatedId } from './portable-columns.ts';

/** Content tables for journals, issues, articles, news, experts, books, albums, media and hot words. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journal')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('journal_site').on('journal').column('site_id').execute();

  await db.schema
    .createTable('journal_column')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('journal_id', 'integer', (c) => c.notNull().references('journal.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('period')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('journal_id', 'integer', (c) => c.notNull().references('journal.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('issue', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('period_journal_date').on('period').columns(['journal_id', 'publish_date']).execute();

  await db.schema
    .createTable('article')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('journal_id', 'integer', (c) => c.notNull().references('journal.id').onDelete('cascade'))
    .addColumn('period_id', 'integer', (c) => c.references('period.id').onDelete('set null'))
    .addColumn('column_id', 'integer', (c) => c.references('journal_column.id').onDelete('set null'))
    .addColumn('doi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('first_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('open_access', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reference_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_site_period').on('article').columns(['site_id', 'period_id']).execute();
  await db.schema.createIndex('article_site_status').on('article').columns(['site_id', 'first_status']).execute();
  // One article per DOI per site; re-importing a DOI updates in place.
  await sql`CREATE UNIQUE INDEX article_site_doi ON article(site_id, doi) WHERE doi <> ''`.execute(db);

  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('tab', 'integer', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_site_tab').on('news').columns(['site_id', 'tab', 'publish_date']).execute();

  await db.schema
    .createTable('expert')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('topic_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('expert_topic').on('expert').columns(['topic_id', 'sort']).execute();

  await db.schema
    .createTable('book')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('virtual_album')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('album_item')
    .addColumn('album_id', 'integer', (c) => c.notNull().references('virtual_album.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('album_item_pk', ['album_id', 'kind', 'ref_id'])
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.references('article.id').onDelete('set null'))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hot_word')
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('hot_word_pk', ['site_id', 'word'])
    .execute();

  await db.schema
    .createTable('seed_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['seed_state', 'hot_word', 'media', 'album_item', 'virtual_album', 'book', 'expert', 'news', 'article', 'period', 'journal_column', 'journal']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
