import type { Kysely } from 'kysely';
import { generatedIdNeverReused, isoMillisNow } from './portable-columns.ts';

/**
 * Site configuration kept in the database, versioned (issue 20): every part (`optics/header.json`, `themes.json` …)
 * as its published versions, an editor's draft of it, and which file contents were last imported — so a file edit
 * becomes a new version once, and an edit made in the studio is never overwritten by an unchanged file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('config_version')
    /** Rises with every publish of any part: the configuration's revision, which every process watches. */
    .addColumn('id', 'integer', generatedIdNeverReused(db))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    /** The part's JSON text as published; null: the part was removed. */
    .addColumn('body', 'text')
    /** An admin account's name, `file` (a file edit) or `import`. */
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(isoMillisNow(db)))
    .addUniqueConstraint('config_version_document_version', ['document', 'version'])
    .execute();

  await db.schema
    .createTable('config_draft')
    .addColumn('document', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    /** The published version the draft was made from (0: the part has none yet). */
    .addColumn('base_version', 'integer', (c) => c.notNull())
    /** Rises with every save of the draft: a save names the revision it edited. */
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('config_file_seen')
    .addColumn('document', 'text', (c) => c.primaryKey())
    /** SHA-256 of the file's bytes when it was last imported. */
    .addColumn('sha256', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('config_file_seen').execute();
  await db.schema.dropTable('config_draft').execute();
  await db.schema.dropTable('config_version').execute();
}
