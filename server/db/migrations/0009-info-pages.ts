import type { Kysely } from 'kysely';

/**
 * Information pages of menu items (`info/{id}`, `/{lang}/{route}/`, `newcomposite/{id}`): one row per site and menu
 * item, its sections as JSON (schemas/content/info-page.ts). Menu items live in the site's configuration, so the row
 * names the item by id without a foreign key: a page outlives a menu edit, and a menu item without a page is empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('info_page')
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('menu_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('info_page_key', ['site_id', 'menu_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('info_page').execute();
}
