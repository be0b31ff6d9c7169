import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { newsTabIds } from '../../schemas/content/news.ts';
import { numericId } from '../../schemas/primitives.ts';
import { menuItemById, type FoundMenuItem } from '../../runtime/menu/find-menu-item.ts';
import { menuNewsTab, menuNewsTabs } from '../../runtime/menu/menu-news-tab.ts';
import type { NewsCentreProps } from './contract.ts';

/** A whole number as a URL writes it (`1306`), else undefined. */
const idOf = (value: string | undefined): number | undefined => numericId.safeParse(value).data;

type Tab = (typeof newsTabIds)[number];
const asTab = (value: number | undefined): Tab | undefined => newsTabIds.find((tab) => tab === value);

function enabledItem(bootstrap: Pick<Bootstrap, 'menu'>, value: string | undefined): FoundMenuItem | undefined {
  const id = idOf(value);
  return id === undefined ? undefined : menuItemById(bootstrap.menu, id);
}

/**
 * The tab and heading the address asks for, from the menu (spec §2): `/news?type&childId&columnId&columnName` (the
 * menu's news link, `links: 'type'`), `newsInfo/{id}/{activeId}` (a news menu item, on tab `activeId`, 0 first), and
 * `news/{id}` (a tab id 1–4, or a news menu item's id). Undefined: the address names no enabled menu item.
 */
export function newsCentreFromAddress(props: NewsCentreProps, bootstrap: Pick<Bootstrap, 'menu'>): NewsCentreProps | undefined {
  const { address, activeId, childId, columnId, type, ...shown } = props;
  if (props.links === 'type') {
    const item = enabledItem(bootstrap, childId)?.item;
    const tab = idOf(type) ?? (item ? menuNewsTab(item) : undefined) ?? idOf(columnId);
    return { ...shown, tab: asTab(tab) ?? shown.tab, menuId: item?.id ?? shown.menuId };
  }
  if (props.links === 'newsInfo') {
    // Configured rather than addressed, the item is the props' own.
    const found = enabledItem(bootstrap, address ?? (shown.menuId === undefined ? undefined : String(shown.menuId)));
    if (!found) return undefined;
    return { ...shown, tab: activeId === undefined && shown.tab !== undefined ? shown.tab : (asTab(menuNewsTabs[idOf(activeId) ?? 0]) ?? newsTabIds[0]), menuId: found.item.id };
  }
  if (address === undefined) return shown;
  const id = idOf(address);
  const tab = asTab(id);
  if (tab !== undefined) return { ...shown, tab };
  const item = enabledItem(bootstrap, address)?.item;
  return item ? { ...shown, tab: asTab(menuNewsTab(item)), menuId: item.id } : undefined;
}
