import type { Kysely } from 'kysely';
import { infoPage, type InfoPage } from '../../schemas/content/info-page.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import { excludedChildMenuCodes, routedMenuCodes } from '../../schemas/menu-codes.ts';
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

/** Codes whose rule of navigation (spec §2) opens the item's information page: `info/{id}` or its route, `newcomposite/{id}`. */
const informationCodes: ReadonlySet<string> = new Set(['item', 'newItem', 'newComposite']);
/** Codes that open anything else: the other rules, items never shown (spec §5), and the recordings' list (`/currencyList`'s onlineVideo). */
const otherCodes: ReadonlySet<string> = new Set<string>([...routedMenuCodes, ...excludedChildMenuCodes, 'onlineVideo']);

/** The menu item with this id, at any depth, enabled or not. */
export function menuItemWithId(items: MenuItem[], id: number): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = menuItemWithId(item.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether a menu item's page is its information page: an item, new item or composite page, or a code with no rule of
 * its own (its `/{code}` or `/currencyList` page shows the item's page).
 */
export function hasInformationPage(item: MenuItem): boolean {
  return informationCodes.has(item.code) || !otherCodes.has(item.code);
}

/** A menu item's information page; a menu item nobody wrote a page for has no sections. */
export async function infoPageOf(db: Kysely<Database>, siteId: number, menuId: number): Promise<InfoPage> {
  const row = await db.selectFrom('info_page').select('data').where('site_id', '=', siteId).where('menu_id', '=', menuId).executeTakeFirst();
  return row ? infoPage.parse(JSON.parse(row.data)) : { menuId, sections: [] };
}
