/**
 * A virtual album's tabs (spec §2: thesis, picture, table, experts) and its item sorts (spec §3/§9: SYS_CREATED,
 * PUBLISH_DATE, VISITS, DOWNLOADS, COMMENT_COUNT), without zod: the album page reads them in the browser too.
 */
export const albumTabs = ['thesis', 'picture', 'table', 'experts'] as const;
export type AlbumTab = (typeof albumTabs)[number];

/** SYS_CREATED is the order items were added in (the album's own order); the others rank by the item's article. */
export const albumItemSorts = ['SYS_CREATED', 'PUBLISH_DATE', 'VISITS', 'DOWNLOADS', 'COMMENT_COUNT'] as const;
export type AlbumItemSort = (typeof albumItemSorts)[number];

/** Tabs whose items have a date, views, downloads and comments to sort by (an expert has none). */
export const sortableAlbumTabs: ReadonlySet<AlbumTab> = new Set(['thesis', 'picture', 'table']);

/** Album items a page shows (spec §9 result page size). */
export const albumItemsPageSize = 20;
