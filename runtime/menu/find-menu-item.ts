import type { MenuItem } from '../../schemas/menu.ts';

/** A menu item the site shows, with its parent: enabled, and under enabled parents only. */
export type FoundMenuItem = { item: MenuItem; parent: MenuItem | undefined };

/** The first enabled item (depth first, in menu order) that `matches`; a disabled item hides everything under it. */
export function findEnabledMenuItem(items: MenuItem[], matches: (item: MenuItem) => boolean, parent?: MenuItem): FoundMenuItem | undefined {
  for (const item of items) {
    if (!item.enable) continue;
    if (matches(item)) return { item, parent };
    const found = findEnabledMenuItem(item.children, matches, item);
    if (found) return found;
  }
  return undefined;
}

/** The enabled menu item with this id (`info/{id}`, `newsInfo/{id}`, `newcomposite/{id}`). */
export function menuItemById(items: MenuItem[], id: number): FoundMenuItem | undefined {
  return findEnabledMenuItem(items, (item) => item.id === id);
}
