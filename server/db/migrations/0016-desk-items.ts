import { sql, type Kysely } from 'kysely';
import { isoMillisNow, isPostgres } from './portable-columns.ts';

/**
 * The content desk (issue 19): every item an editor manages, published or not. The reader's tables (journal,
 * period, article, news …) hold only what is published, written from here on publish, so no reader query has to
 * leave drafts, unpublished or deleted items out. `version` rises with every save: a save that names an older one
 * is a conflict, never a silent overwrite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desk_item')
    /** server/desk/kinds: `journal`, `column`, `issue`, `article`, `news` … */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The item's id in the reader's tables (an information page: its menu item's id, unique within its site). */
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    /** `draft` (never published), `published`, `unpublished`. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    /** The item as its kind's schema reads it (JSON). */
    .addColumn('data', 'text', (c) => c.notNull())
    /** What a desk search matches: titles in every language, DOI, names (lower-cased). */
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    /** The journal an issue, column or article belongs to (a journal: itself); the issue an article is in. */
    .addColumn('journal_id', 'integer')
    .addColumn('issue_id', 'integer')
    /** Set while the item is in the bin; restoring clears it. */
    .addColumn('deleted_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(isoMillisNow(db)))
    .addColumn('updated_by', 'integer')
    .addPrimaryKeyConstraint('desk_item_pk', ['site_id', 'kind', 'id'])
    .execute();
  await db.schema.createIndex('desk_item_journal').on('desk_item').columns(['site_id', 'journal_id']).execute();

  // `article.arrival`: the order in which articles reached readers, for e-mail alerts. An article's id says when it
  // was made, not when it was published: a draft published after a later import would otherwise never be alerted.
  // Every new row takes the next number (a trigger, so no writer forgets it); a republished article keeps its own.
  await db.schema.alterTable('article').addColumn('arrival', 'integer').execute();
  await sql`UPDATE article SET arrival = id`.execute(db);
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION article_arrival_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.arrival IS NULL THEN NEW.arrival := (SELECT COALESCE(MAX(arrival), 0) + 1 FROM article); END IF;
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER article_arrival_on_insert BEFORE INSERT ON article FOR EACH ROW EXECUTE FUNCTION article_arrival_stamp()`.execute(db);
  } else
    await sql`CREATE TRIGGER article_arrival_on_insert AFTER INSERT ON article FOR EACH ROW WHEN NEW.arrival IS NULL
    BEGIN UPDATE article SET arrival = (SELECT COALESCE(MAX(arrival), 0) + 1 FROM article) WHERE id = NEW.id; END`.execute(db);
  await db.schema.createIndex('article_arrival').on('article').column('arrival').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS article_arrival_on_insert${isPostgres(db) ? sql` ON article` : sql``}`.execute(db);
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS article_arrival_stamp()`.execute(db);
  await db.schema.dropIndex('article_arrival').ifExists().execute();
  await db.schema.alterTable('article').dropColumn('arrival').execute();
  await db.schema.dropTable('desk_item').ifExists().execute();
}
