import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable-columns.ts';

/**
 * Drafts: an article's full text (`article_content`) and package files (`article_asset`) may be stored before its
 * reader-visible `article` row exists (an upload an editor has not published yet), and stay when the row is deleted
 * (unpublished), to be published again. So neither table references `article` any more; both keep their rows,
 * columns and indexes. Nothing reads them but through an `article` row, so a draft shows nowhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL drops a constraint where SQLite must copy the table without it.
  if (isPostgres(db)) {
    await db.schema.alterTable('article_content').dropConstraint('article_content_article_id_fkey').execute();
    await db.schema.alterTable('article_asset').dropConstraint('article_asset_article_id_fkey').execute();
    return;
  }
  await sql`CREATE TABLE article_content_next (
    article_id INTEGER PRIMARY KEY,
    language TEXT NOT NULL,
    data TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    jats_front TEXT
  )`.execute(db);
  await sql`INSERT INTO article_content_next (article_id, language, data, updated_at, jats_front)
    SELECT article_id, language, data, updated_at, jats_front FROM article_content`.execute(db);
  await sql`DROP TABLE article_content`.execute(db);
  await sql`ALTER TABLE article_content_next RENAME TO article_content`.execute(db);

  await sql`CREATE TABLE article_asset_next (
    article_id INTEGER NOT NULL,
    href TEXT NOT NULL,
    role TEXT NOT NULL,
    stored_name TEXT NOT NULL,
    media_type TEXT NOT NULL,
    byte_size INTEGER NOT NULL,
    width INTEGER,
    height INTEGER,
    dpi INTEGER,
    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT article_asset_pk PRIMARY KEY (article_id, href, role)
  )`.execute(db);
  await sql`INSERT INTO article_asset_next (article_id, href, role, stored_name, media_type, byte_size, width, height, dpi, created_at)
    SELECT article_id, href, role, stored_name, media_type, byte_size, width, height, dpi, created_at FROM article_asset`.execute(db);
  await sql`DROP TABLE article_asset`.execute(db);
  await sql`ALTER TABLE article_asset_next RENAME TO article_asset`.execute(db);
  await sql`CREATE INDEX article_asset_file ON article_asset (article_id, stored_name)`.execute(db);
}

/** Back to rows that must have an article (what has none — drafts, unpublished articles — is dropped). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM article_content WHERE article_id NOT IN (SELECT id FROM article)`.execute(db);
  await sql`DELETE FROM article_asset WHERE article_id NOT IN (SELECT id FROM article)`.execute(db);
  if (isPostgres(db)) {
    await db.schema.alterTable('article_content').addForeignKeyConstraint('article_content_article_id_fkey', ['article_id'], 'article', ['id'], (c) => c.onDelete('cascade')).execute();
    await db.schema.alterTable('article_asset').addForeignKeyConstraint('article_asset_article_id_fkey', ['article_id'], 'article', ['id'], (c) => c.onDelete('cascade')).execute();
    return;
  }
  await sql`CREATE TABLE article_content_prev (
    article_id INTEGER PRIMARY KEY REFERENCES article (id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    data TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    jats_front TEXT
  )`.execute(db);
  await sql`INSERT INTO article_content_prev SELECT article_id, language, data, updated_at, jats_front FROM article_content`.execute(db);
  await sql`DROP TABLE article_content`.execute(db);
  await sql`ALTER TABLE article_content_prev RENAME TO article_content`.execute(db);
  await sql`CREATE TABLE article_asset_prev (
    article_id INTEGER NOT NULL REFERENCES article (id) ON DELETE CASCADE,
    href TEXT NOT NULL,
    role TEXT NOT NULL,
    stored_name TEXT NOT NULL,
    media_type TEXT NOT NULL,
    byte_size INTEGER NOT NULL,
    width INTEGER,
    height INTEGER,
    dpi INTEGER,
    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT article_asset_pk PRIMARY KEY (article_id, href, role)
  )`.execute(db);
  await sql`INSERT INTO article_asset_prev SELECT article_id, href, role, stored_name, media_type, byte_size, width, height, dpi, created_at FROM article_asset`.execute(db);
  await sql`DROP TABLE article_asset`.execute(db);
  await sql`ALTER TABLE article_asset_prev RENAME TO article_asset`.execute(db);
  await sql`CREATE INDEX article_asset_file ON article_asset (article_id, stored_name)`.execute(db);
}
