import type { EndpointCallInput } from '../../schemas/api/endpoint.ts';
import type { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { AlbumDetail, AlbumEntry } from '../../schemas/content/album-items.ts';
import { albumItemsPageSize, albumTabs, type AlbumItemSort, type AlbumTab } from '../../schemas/content/album-item-options.ts';
import type { Page } from '../../schemas/page.ts';
import { lazyEndpoint } from '../../runtime/api/lazy-endpoint.ts';

/* Zod-free: the contract and the component share these. */

/** An album's items, as the reader's choice of another tab loads them. */
export const albumItems = lazyEndpoint(() => import('../../schemas/api/catalogue-endpoints.ts').then((module) => module.catalogueEndpoints), 'virtualAlbumItems');

/** What the page shows: the album (null: a configured album the site does not have), the tab shown, its items. */
export type AlbumPage = { album: AlbumDetail | null; tab: AlbumTab; items: Page<AlbumEntry> };

/** The items query of one tab: the page loads the tab its URL names, the reader's choice loads the others. */
export function albumItemsQuery(albumId: number, tab: AlbumTab, sort: AlbumItemSort, page: number): EndpointCallInput<(typeof catalogueEndpoints)['virtualAlbumItems']['query']> {
  return { id: albumId, tab, sort, page, size: albumItemsPageSize };
}

/** The tab a URL without `tab` opens on: the first that has items (articles when none has). */
export function firstFilledTab(counts: AlbumDetail['counts']): AlbumTab {
  return albumTabs.find((tab) => counts[tab] > 0) ?? 'thesis';
}
