import type { MenuItem } from '../../schemas/menu.ts';
import { firstItemWithCode, screenMenuCodes } from '../../kits/about/menu-items.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

/** Spec §9: expert list page size 10. */
export const boardPageSize = 10;

/**
 * The menu item id the board's links carry: the route's, else the menu's first editorial item, else 0 (the route
 * needs a `{id}` before the expert's, and any id shows the board).
 */
export function boardMenuId(menu: MenuItem[], menuId: number | undefined): number {
  return menuId ?? firstItemWithCode(menu, screenMenuCodes.editorialBoard[0])?.id ?? 0;
}

/** `{prefix}/editorial-board/{menuId}/{expertId}/`, with `?page=` past the first page (zero-based, as the API). */
export function boardHref(prefix: string, menuId: number, expertId: number | undefined, page: number): string {
  const path = screenHref(prefix, 'editorialBoard', { id: menuId, editorialId: expertId });
  return page > 0 ? `${path}?page=${page}` : path;
}
