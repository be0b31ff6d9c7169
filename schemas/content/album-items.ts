import { z } from 'zod';
import { pagingQuery } from '../page.ts';
import { isoDate, linkUrl, numericId, text } from '../primitives.ts';
import { albumItemKind } from './album.ts';
import { albumItemSorts, albumItemsPageSize } from './album-item-options.ts';
import { expert } from './expert.ts';
import { albumSummary, articleSummary } from './list-items.ts';

export const albumItemSort = z.enum(albumItemSorts);

/** How many items of each tab an album holds (those that still exist on the site). */
export const albumTabCounts = z.object({
  thesis: z.number().int().nonnegative(),
  picture: z.number().int().nonnegative(),
  table: z.number().int().nonnegative(),
  experts: z.number().int().nonnegative(),
});
export type AlbumTabCounts = z.infer<typeof albumTabCounts>;

/** `album/detail`: an album as its page heads it, with its tabs' counts. */
export const albumDetail = albumSummary.extend({ counts: albumTabCounts });
export type AlbumDetail = z.infer<typeof albumDetail>;

/**
 * A figure or table of an article, as an album lists it (spec §3 Figure, Table). Its id is the one figure and table
 * search hits carry: the article's id × 10,000 + its place among the article's figures (or tables), from 1.
 */
/** How figure and table lists may be ordered: their article's date, views or downloads, most first. */
export const partListSorts = ['publishDate', 'visits', 'downloads'] as const;
export type PartListSort = (typeof partListSorts)[number];

export const albumPart = z.object({
  id: numericId,
  articleId: numericId,
  /** Its place among the article's figures (or tables), from 1. */
  ordinal: z.number().int().min(1),
  /** Its id in the article page (`fig1`), so `#fig1` takes the reader to it; '' when the XML gives none. */
  anchor: text,
  label: text,
  /** The caption's title as plain text. */
  caption: text,
  /** The screen image (a figure's, or a table given as an image); '' when the package has none a browser shows. */
  imageUrl: linkUrl,
  width: z.number().int().positive().nullable().default(null),
  height: z.number().int().positive().nullable().default(null),
  articleTitle: text,
  enArticleTitle: text,
  publishDate: isoDate,
  visits: z.number().int().nonnegative().default(0),
  downloads: z.number().int().nonnegative().default(0),
  commentCount: z.number().int().nonnegative().default(0),
});
export type AlbumPart = z.infer<typeof albumPart>;

/** One item of an album's tab: an article, a figure, a table or an expert. */
export const albumEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('thesis'), article: articleSummary }),
  z.object({ kind: z.literal('picture'), part: albumPart }),
  z.object({ kind: z.literal('table'), part: albumPart }),
  z.object({ kind: z.literal('experts'), expert }),
]);
export type AlbumEntry = z.infer<typeof albumEntry>;

/** `album/items`: one tab of an album, sorted, a page at a time. */
export const albumItemsQuery = pagingQuery.extend({
  id: numericId,
  tab: albumItemKind.default('thesis'),
  sort: albumItemSort.default('SYS_CREATED'),
  size: pagingQuery.shape.size.unwrap().default(albumItemsPageSize),
});

/**
 * A figure or table of an imported (JATS) article put in an album by the sample content: imported articles get their
 * ids on import, so the sample names the article by DOI and the part by its place (from 1) among its figures or tables.
 */
export const albumPartByDoi = z.object({
  albumId: numericId,
  kind: z.enum(['picture', 'table']),
  doi: z.string().min(1),
  ordinal: z.number().int().min(1),
});
export type AlbumPartByDoi = z.infer<typeof albumPartByDoi>;
