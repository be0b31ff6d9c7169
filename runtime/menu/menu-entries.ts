import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { filterMenu } from './filter-menu.ts';
import { menuItemName } from './menu-item-name.ts';
import { resolveMenuItem, type MenuTarget } from './resolve-menu-item.ts';

export type MenuEntry = { id: number; label: string; target: MenuTarget; children: MenuEntry[] };

/**
 * The header's menu as the reader sees it: filtered by spec §5's rules for the language, each item resolved to
 * where it leads by spec §2's table. Items that lead nowhere are left out.
 */
export function menuEntries(bootstrap: Bootstrap, lang: LanguageSegment, sld: string | undefined): MenuEntry[] {
  const { visible } = filterMenu(bootstrap.menu, lang);
  const toEntries = (items: typeof visible, parentIndex?: number): MenuEntry[] =>
    items.flatMap((item, index) => {
      const target = resolveMenuItem(item, {
        lang,
        sld,
        latestPeriods: bootstrap.latestPeriods,
        firstExpertId: bootstrap.firstExpertId,
        publication: bootstrap.publication,
        commonCodes: bootstrap.commonCodes,
        position: { index, parentIndex },
      });
      if (target.kind === 'none') return [];
      return [{ id: item.id, label: menuItemName(item, lang), target, children: toEntries(item.children, index) }];
    });
  return toEntries(visible);
}
