import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import { menuItemName } from '../../runtime/menu/menu-item-name.ts';

function findItem(items: MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (String(item.id) === id) return item;
    const child = findItem(item.children, id);
    if (child) return child;
  }
  return undefined;
}

/**
 * The name of the menu entry that leads here (spec §2: `virtualAlbum`/`newAlbum` go to `collectionList/{menu id}`), in
 * the page's language; '' when the URL names no entry the menu has. Zod-free: the component and the head share it.
 */
export function menuHeading(menu: MenuItem[], menuId: string | undefined, lang: LanguageSegment): string {
  const item = menuId ? findItem(menu, menuId) : undefined;
  return item ? menuItemName(item, lang) : '';
}
