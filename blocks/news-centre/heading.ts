import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import { menuItemById } from '../../runtime/menu/find-menu-item.ts';
import { localized, type LocalizedText } from '../../kits/home/localize.ts';
import type { NewsCentreProps } from './contract.ts';

/** The news centre's heading: the menu item's name, else the column name the `/news` link carried, else `fallback`. */
export function newsCentreHeading(props: Pick<NewsCentreProps, 'menuId' | 'columnName'>, menu: MenuItem[], lang: LanguageSegment, fallback: string): LocalizedText {
  const found = props.menuId === undefined ? undefined : menuItemById(menu, props.menuId);
  if (found) {
    const name = localized(found.item.name, found.item.enName, lang);
    if (name.text.trim() !== '') return name;
  }
  if (props.columnName.trim() !== '') return { text: props.columnName, lang: undefined };
  return { text: fallback, lang: undefined };
}
