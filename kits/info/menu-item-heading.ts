import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import { menuItemById } from '../../runtime/menu/find-menu-item.ts';
import { localized, type LocalizedText } from '../home/localize.ts';

/** A menu item's name as a page heading, in the page's language (or the other one it has); `fallback` without one. */
export function menuItemHeading(menu: MenuItem[], menuId: number, lang: LanguageSegment, fallback: string): LocalizedText {
  const found = menuItemById(menu, menuId);
  const name = found ? localized(found.item.name, found.item.enName, lang) : undefined;
  return name && name.text.trim() !== '' ? name : { text: fallback, lang: undefined };
}
