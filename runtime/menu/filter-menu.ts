import type { CustomButton } from '../../schemas/header-config.ts';
import { maxCustomButtons } from '../../schemas/header-limits.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import { excludedChildMenuCodes, menuParentsWithoutChildren } from '../../schemas/menu-codes.ts';
import { menuItemName } from './menu-item-name.ts';

export type FilteredMenu = {
  /** What the menu shows, in order; each item keeps only its visible children. */
  visible: MenuItem[];
  /**
   * Items that would show but for a missing name in the current language, in menu order (a parent before its
   * children), as configured. The UI can list them so an editor can translate them.
   */
  untranslated: MenuItem[];
};

const excludedChildCodes: ReadonlySet<string> = new Set(excludedChildMenuCodes);
const parentsWithoutChildren: ReadonlySet<string> = new Set(menuParentsWithoutChildren);

/**
 * Why an item never shows whatever its name: disabled, an excluded child code, or a child of `index`/`science`.
 * `parent` is undefined for top-level items.
 */
function hiddenByConfiguration(item: MenuItem, parent: MenuItem | undefined): boolean {
  if (!item.enable) return true;
  if (parent === undefined) return false;
  return excludedChildCodes.has(item.code) || parentsWithoutChildren.has(parent.code);
}

/**
 * Walks one level. `collectOnly` is set below an untranslated item: nothing there can show, but items hidden only
 * for lacking a name are still collected (they would show once they and their parent are translated).
 */
function walk(items: MenuItem[], parent: MenuItem | undefined, lang: LanguageSegment, collectOnly: boolean, out: FilteredMenu): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (hiddenByConfiguration(item, parent)) continue;
    const translated = menuItemName(item, lang) !== '';
    if (!translated) out.untranslated.push(item);
    const children = walk(item.children, item, lang, collectOnly || !translated, out);
    if (translated && !collectOnly) visible.push({ ...item, children });
  }
  return visible;
}

/**
 * The menu as shown in `lang` (spec §5 "Menu filtering"): an item shows only if it is enabled, it is not a child
 * with an excluded code, its parent is not `index` or `science`, and it has a name in the current language (zh →
 * `name`, every other language → `enName`). Children are filtered the same way, recursively; an item that does not
 * show takes its children with it.
 */
export function filterMenu(items: MenuItem[], lang: LanguageSegment): FilteredMenu {
  const out: FilteredMenu = { visible: [], untranslated: [] };
  out.visible = walk(items, undefined, lang, false, out);
  return out;
}

/** The custom buttons the header shows: the first 3 enabled ones (spec §5 "Custom buttons cut to 3"). */
export function limitCustomButtons<T extends Pick<CustomButton, 'customButtonStatus'>>(buttons: readonly T[]): T[] {
  return buttons.filter((button) => button.customButtonStatus).slice(0, maxCustomButtons);
}
