import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import { menuItemName } from '../../runtime/menu/menu-item-name.ts';

/** The menu codes whose items lead to each journal screen (spec §2 "Menu navigation by item code"). */
export const screenMenuCodes = {
  about: ['periodIntroduce'],
  aboutUs: ['aboutus'],
  editorialBoard: ['editorial'],
} as const satisfies Record<string, readonly string[]>;

/** The menu item with this id, anywhere in the tree (disabled ones too: an old link still names its page). */
export function findMenuItem(items: MenuItem[], id: number | undefined): MenuItem | undefined {
  if (id === undefined) return undefined;
  for (const item of items) {
    if (item.id === id) return item;
    const child = findMenuItem(item.children, id);
    if (child) return child;
  }
  return undefined;
}

/** The first enabled item with this code, depth first. */
export function firstItemWithCode(items: MenuItem[], code: string): MenuItem | undefined {
  for (const item of items) {
    if (!item.enable) continue;
    if (item.code === code) return item;
    const child = firstItemWithCode(item.children, code);
    if (child) return child;
  }
  return undefined;
}

/**
 * The name of the menu item a route's `{id}` names, in the page language, when it is an item of one of `codes`;
 * else `fallback`. An id that names no such item is no error: the page is the same, under its default heading.
 */
export function menuHeading(items: MenuItem[], id: number | undefined, codes: readonly string[], lang: LanguageSegment, fallback: string): string {
  const item = findMenuItem(items, id);
  const name = item && codes.includes(item.code) ? menuItemName(item, lang) : '';
  return name || fallback;
}
