import type { Kysely } from 'kysely';
import { currentTimestampText } from './portable-columns.ts';

/**
 * Package files of imported articles (figure images, print TIFFs, PDFs, supplementary files), one row per href and
 * role. The file itself is `<files folder>/<article_id>/<stored_name>`; `stored_name` carries a hash of its content.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_asset')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    /** The name the XML uses (`fig1`, `elife-04490-fig1-v1.tif`), as written. */
    .addColumn('href', 'text', (c) => c.notNull())
    /** `graphic` | `print` | `pdf` | `supplementary`. */
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    /** Dots per inch the image records; null when it records none. */
    .addColumn('dpi', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampText(db)))
    .addPrimaryKeyConstraint('article_asset_pk', ['article_id', 'href', 'role'])
    .execute();
  await db.schema.createIndex('article_asset_file').on('article_asset').columns(['article_id', 'stored_name']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_asset').ifExists().execute();
}
