import type { MenuItem } from '../../schemas/menu.ts';

/** The news tabs of spec §2, in order: 1 Information, 2 Announcement, 3 Dynamic, 4 Statement. */
export const menuNewsTabs: readonly number[] = [1, 2, 3, 4];

/**
 * The news tab (column) a menu item names, as the menu's `/news` links carry it (spec §2: `type` is the item's
 * newsDataType, `columnId` its link value): its newsDataType when that is a tab, else its link value when that is.
 * Undefined: the item names none.
 */
export function menuNewsTab(item: Pick<MenuItem, 'newsDataType' | 'linkValue'>): number | undefined {
  const linked = /^\d{1,2}$/.test(item.linkValue.trim()) ? Number(item.linkValue) : undefined;
  return [item.newsDataType, linked].find((value): value is number => value != null && menuNewsTabs.includes(value));
}
