import { sql, type Kysely } from 'kysely';
import { currentTimestampText, isPostgres, wideIntegerType } from './portable-columns.ts';

/**
 * The search index. `search_fts` holds the analysed text of every searchable resource (server/search/analyzer.ts
 * `indexText`), one column per group of spec §3 search fields; it keeps no copy of the text (contentless, with
 * deletes), since hits are shown from `search_document`. `search_document` holds, per resource, what filters and sorts
 * read and what a hit shows; its id is the FTS row's rowid. `search_index_state` records which indexing scheme built
 * the index, so a new scheme rebuilds it on start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_document')
    // Assigned by the indexer (server/search/index/document-ids.ts), past 2^31.
    .addColumn('id', wideIntegerType(db), (c) => c.primaryKey())
    /** `article` | `figure` | `table` | `journal` | `book` | `news` | `expert` | `video` | `audio`. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The id a hit carries: the resource's own id (a figure's or table's: derived from its article's). */
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    /** The article the document is, or belongs to (figures, tables, media of an article); reindexing it replaces them. */
    .addColumn('article_id', 'integer')
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('publication_id', 'integer')
    .addColumn('column_id', 'integer')
    .addColumn('period_id', 'integer')
    .addColumn('year', 'integer')
    .addColumn('open_access', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_pdf', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reference_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    /** What a hit shows: titles and the text its snippet is cut from, in the resource's language and in English. */
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('zh'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('en_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('en_summary', 'text', (c) => c.notNull().defaultTo(''))
    /** JSON array of names. */
    .addColumn('authors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('en_source', 'text', (c) => c.notNull().defaultTo(''))
    /** The hit's address, `{sld}` and `{lang}` filled in when it is shown (a group shows its members' content). */
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('doi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('search_document_kind_ref').on('search_document').columns(['kind', 'ref_id']).execute();
  await db.schema.createIndex('search_document_article').on('search_document').column('article_id').execute();
  await db.schema.createIndex('search_document_site_kind').on('search_document').columns(['site_id', 'kind']).execute();

  // SQLite's full-text index; PostgreSQL's is made by its own migration (server/search/postgres).
  if (!isPostgres(db)) await sql`CREATE VIRTUAL TABLE search_fts USING fts5(
    title, keywords, authors, institutions, summary, note, source, identifiers, part, first_page, last_page,
    content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);

  await db.schema
    .createTable('search_index_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('built_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_index_state').ifExists().execute();
  await sql`DROP TABLE IF EXISTS search_fts`.execute(db);
  await db.schema.dropTable('search_document').ifExists().execute();
}
