import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { routedMenuCodes } from '../../schemas/menu-codes.ts';
import { findEnabledMenuItem, type FoundMenuItem } from '../../runtime/menu/find-menu-item.ts';

const routedCodes: ReadonlySet<string> = new Set(routedMenuCodes);

/**
 * The menu item a catch-all path shows: the one whose route it is (`authors`, `authors/guide`), else one whose code
 * the menu sends to `/{code}` (a code with no rule of its own and not a common code, spec §2 "any other code").
 */
export function menuItemAtPath(bootstrap: Pick<Bootstrap, 'menu' | 'commonCodes'>, path: string): FoundMenuItem | undefined {
  return (
    findEnabledMenuItem(bootstrap.menu, (item) => item.route !== '' && item.route === path) ??
    findEnabledMenuItem(bootstrap.menu, (item) => item.code === path && !routedCodes.has(item.code) && !bootstrap.commonCodes.includes(item.code))
  );
}
