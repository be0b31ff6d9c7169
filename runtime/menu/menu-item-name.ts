import { contentLanguageOf, type LanguageSegment } from '../../schemas/language-codes.ts';
import type { MenuItem } from '../../schemas/menu.ts';

/**
 * A menu item's name in the given page language: `name` on zh, `enName` on every other language (configuration
 * names exist only in zh and en). Blank names count as missing and come back as ''.
 */
export function menuItemName(item: Pick<MenuItem, 'name' | 'enName'>, lang: LanguageSegment): string {
  const name = contentLanguageOf(lang) === 'zh' ? item.name : item.enName;
  return name.trim() === '' ? '' : name;
}
