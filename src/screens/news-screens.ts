import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { routedMenuCodes } from '../../schemas/menu-codes.ts';
import { findEnabledMenuItem, menuItemById, type FoundMenuItem } from '../../runtime/menu/find-menu-item.ts';
import { menuNewsTab, menuNewsTabs } from '../../runtime/menu/menu-news-tab.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';
import { moduleOf } from '../app/page-data.ts';

type Screen = { modules: ModuleDescriptor[]; status: number };

const shows = (module: ModuleDescriptor): Screen => ({ modules: [module], status: 200 });
const missing: Screen = { modules: [moduleOf('notFound')], status: 404 };

/** A whole number as a URL writes it (`1306`), else undefined. */
function idOf(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

function enabledItem(bootstrap: Bootstrap, value: string | undefined): FoundMenuItem | undefined {
  const id = idOf(value);
  return id === undefined ? undefined : menuItemById(bootstrap.menu, id);
}

const routedCodes: ReadonlySet<string> = new Set(routedMenuCodes);

/**
 * The menu item a catch-all path shows: the one whose route it is (`authors`, `authors/guide`), else one whose code
 * the menu sends to `/{code}` (a code with no rule of its own and not a common code, spec §2 "any other code").
 */
function itemAtPath(bootstrap: Bootstrap, path: string): FoundMenuItem | undefined {
  return (
    findEnabledMenuItem(bootstrap.menu, (item) => item.route !== '' && item.route === path) ??
    findEnabledMenuItem(bootstrap.menu, (item) => item.code === path && !routedCodes.has(item.code) && !bootstrap.commonCodes.includes(item.code))
  );
}

/**
 * `/news` (the menu's news link: `type` the tab, `childId` the item, `columnName` its name) and `news/{id}` (a tab
 * id 1-4, or a news menu item's id).
 */
function newsCentre(location: ParsedLocation, bootstrap: Bootstrap): Screen {
  const { query, params } = location;
  const page = query.page;
  if (location.family === 'standalone') {
    const item = enabledItem(bootstrap, query.childId)?.item;
    const tab = query.type ?? (item ? menuNewsTab(item) : undefined) ?? query.columnId;
    return shows(moduleOf('newsCentre', { tab, page, menuId: item?.id, columnName: query.columnName, links: 'type' }));
  }
  if (params.id === undefined) return shows(moduleOf('newsCentre', { page }));
  const id = idOf(params.id);
  if (id !== undefined && menuNewsTabs.includes(id)) return shows(moduleOf('newsCentre', { tab: id, page }));
  const item = enabledItem(bootstrap, params.id)?.item;
  return item ? shows(moduleOf('newsCentre', { tab: menuNewsTab(item), page, menuId: item.id })) : missing;
}

/** `newsInfo/{id}/{activeId}` (menu code newNews): the news centre under the item's name, on tab `activeId` (0 first). */
function newsInfo(location: ParsedLocation, bootstrap: Bootstrap): Screen {
  const found = enabledItem(bootstrap, location.params.id);
  if (!found) return missing;
  const tab = menuNewsTabs[idOf(location.params.activeId) ?? 0] ?? menuNewsTabs[0];
  return shows(moduleOf('newsCentre', { tab, page: location.query.page, menuId: found.item.id, links: 'newsInfo' }));
}

/** A screen that shows one menu item's page (`info/{id}`, `newcomposite/{id}`, the catch-all): 404 without the item. */
function itemPage(code: string, found: FoundMenuItem | undefined): Screen {
  return found ? shows(moduleOf(code, { menuId: found.item.id })) : missing;
}

/**
 * The modules of news, information and composite pages, the catch-all `{code}` and `/newLink1`, `/newLeaguage`,
 * `/newArticle`, `/homeNav` (spec §2). Undefined: not one of these screens. What the menu decides (which items
 * exist and are enabled) is decided here, so an unknown id or route is a 404 before anything is fetched; what the
 * content decides (an unknown news id) makes the page a 404 through its block's query.
 */
export function newsScreenModules(location: ParsedLocation, bootstrap: Bootstrap): Screen | undefined {
  const { params, query } = location;
  if (location.family === 'standalone') {
    switch (location.screen) {
      case 'news':
        return newsCentre(location, bootstrap);
      case 'newLink1':
        return shows(moduleOf('linkList'));
      case 'newLeaguage':
        return shows(moduleOf('multilingualAbstracts', { page: query.page }));
      case 'newArticle':
        return shows(moduleOf('newArticles', { kind: query.kind, page: query.page }));
      case 'homeNav':
        return shows(moduleOf('groupJournals'));
      default:
        return undefined;
    }
  }
  switch (location.screen) {
    case 'news':
      return newsCentre(location, bootstrap);
    case 'newsDetails': {
      const id = idOf(params.id);
      return id === undefined ? missing : shows(moduleOf('newsDetail', { newsId: id }));
    }
    case 'newsInfo':
      return newsInfo(location, bootstrap);
    case 'info':
      return itemPage('infoPage', enabledItem(bootstrap, params.id));
    case 'newcomposite':
      return itemPage('compositePage', enabledItem(bootstrap, params.id));
    case 'code':
      return itemPage('infoPage', params.code === undefined ? undefined : itemAtPath(bootstrap, params.code));
    default:
      return undefined;
  }
}
