import type { Kysely } from 'kysely';
import { infoPage, type InfoPage } from '../../schemas/content/info-page.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import type { Database } from '../db/tables.ts';

/** The enabled menu item with this id, at any depth; a disabled item (or one under a disabled parent) has no page. */
export function enabledMenuItem(items: MenuItem[], id: number): MenuItem | undefined {
  for (const item of items) {
    if (!item.enable) continue;
    if (item.id === id) return item;
    const found = enabledMenuItem(item.children, id);
    if (found) return found;
  }
  return undefined;
}

/** A menu item's information page; a menu item nobody wrote a page for has no sections. */
export async function infoPageOf(db: Kysely<Database>, siteId: number, menuId: number): Promise<InfoPage> {
  const row = await db.selectFrom('info_page').select('data').where('site_id', '=', siteId).where('menu_id', '=', menuId).executeTakeFirst();
  return row ? infoPage.parse(JSON.parse(row.data)) : { menuId, sections: [] };
}
