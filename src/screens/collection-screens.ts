import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { searchKindOf } from '../../schemas/search/resource-kinds.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';
import { advancedRowsFromQuery, composeAdvancedQuery } from '../../runtime/search/advanced-query.ts';
import { moduleOf } from '../app/page-data.ts';

type Screen = { modules: ModuleDescriptor[]; status: number };

const notFound: Screen = { modules: [moduleOf('notFound')], status: 404 };
const found = (module: ModuleDescriptor): Screen => ({ modules: [module], status: 200 });

/** Ids in paths and queries are digits; anything else names nothing. */
const isId = (value: string | undefined): value is string => value !== undefined && /^\d{1,15}$/.test(value);

/** A result route's URL asks for a search when it has a keyword, or the advanced search's rows make one. */
const asksForSearch = (query: Record<string, string>) => (query.q?.trim() ?? '') !== '' || composeAdvancedQuery(advancedRowsFromQuery(query)) !== '';

/**
 * The modules of `collectionList/{id}`, `collections/{virtualId}`, `/bookList` (not a search), and `/audioList` without
 * a search, and `/currencyList` from the menu (spec §2). Undefined: not one of these screens. The album page's id must name an album (else the page is a
 * 404, decided by the album's query); the list's id names the menu entry that led there.
 */
export function collectionScreenModules(location: ParsedLocation, bootstrap: Bootstrap): Screen | undefined {
  const { params, query } = location;
  if (location.family === 'lang' || location.family === 'site') {
    if (location.screen === 'collectionList') return found(moduleOf('collectionList', { menuId: params.id, page: query.page }));
    if (location.screen === 'collections') {
      if (!isId(params.virtualId)) return notFound;
      return found(moduleOf('collectionDetail', { albumId: params.virtualId, tab: query.tab, sort: query.sort, page: query.page, whenMissing: 'notFound' }));
    }
    return undefined;
  }
  if (location.family !== 'standalone') return undefined;
  if (location.screen === 'bookList' && query.issearch !== '1') {
    if (query.id === undefined) return found(moduleOf('bookList', { page: query.page }));
    return isId(query.id) ? found(moduleOf('bookDetail', { bookId: query.id })) : notFound;
  }
  if (location.screen === 'audioList' && !asksForSearch(query)) {
    const kind = query.type === undefined ? undefined : searchKindOf(query.type, bootstrap.search.resourceTypes);
    return found(moduleOf('mediaPlayerList', { type: kind === 'audio' ? 'audio' : 'video', page: query.page }));
  }
  if (location.screen === 'currencyList' && query.issearch !== '1') return currencyListScreen(query);
  return undefined;
}

/** Menu codes of `/currencyList` whose resources are recordings (spec §2 mixed and common codes). */
const recordingCodes: ReadonlySet<string> = new Set(['mixed', 'onlineVideo', 'videoManuscript']);

/**
 * `/currencyList` reached from the menu (not a search): the videos for the multimedia codes; for another resource code
 * (standards, patents …) the information page of the menu item that led there, whose empty state says there is none.
 */
function currencyListScreen(query: Record<string, string>): Screen {
  if (recordingCodes.has(query.code ?? 'mixed')) return found(moduleOf('mediaPlayerList', { type: 'video', page: query.page }));
  const menuId = isId(query.childId) ? query.childId : undefined;
  return menuId ? found(moduleOf('infoPage', { menuId })) : notFound;
}
