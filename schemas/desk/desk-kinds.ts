import { z } from 'zod';
import { virtualAlbum } from '../content/album.ts';
import { article } from '../content/article.ts';
import { book } from '../content/book.ts';
import { expert } from '../content/expert.ts';
import { infoPage } from '../content/info-page.ts';
import { mediaItem } from '../content/media.ts';
import { column, journal } from '../content/journal.ts';
import { newsItem } from '../content/news.ts';
import { period } from '../period.ts';

/**
 * What the content desk manages (issue 19), each as the entity the reader's pages read: an editor edits exactly what
 * readers will see, in every language side by side (`title` / `enTitle`). Counters readers make (visits, downloads)
 * are the reader tables' and are never taken from an edit.
 */
export const deskEntities = {
  journal,
  column,
  issue: period,
  article,
  news: newsItem,
  expert,
  book,
  album: virtualAlbum,
  media: mediaItem,
  /** A menu item's information page: its id is the menu item's. */
  page: infoPage,
} as const;

export type DeskKindName = keyof typeof deskEntities;
export const deskKindNames = Object.keys(deskEntities) as [DeskKindName, ...DeskKindName[]];
export const deskKindName = z.enum(deskKindNames);

/** `draft`: never published; `published`: readers see it; `unpublished`: taken back, kept. */
export const deskStatus = z.enum(['draft', 'published', 'unpublished']);
export type DeskStatus = z.infer<typeof deskStatus>;

/** What the desk says of every item beside its data. */
export const deskItemFields = {
  id: z.number().int().positive(),
  siteId: z.number().int(),
  status: deskStatus,
  /** Rises with every save; a save must name the version it edited. */
  version: z.number().int().positive(),
  /** Set while the item is in the bin. */
  deletedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Who saved it last: an admin account's name, or what imported it. */
  updatedBy: z.string(),
};

/** One item of the desk, its `data` the entity of its kind. */
export const deskItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('journal'), ...deskItemFields, data: journal }),
  z.object({ kind: z.literal('column'), ...deskItemFields, data: column }),
  z.object({ kind: z.literal('issue'), ...deskItemFields, data: period }),
  z.object({ kind: z.literal('article'), ...deskItemFields, data: article }),
  z.object({ kind: z.literal('news'), ...deskItemFields, data: newsItem }),
  z.object({ kind: z.literal('expert'), ...deskItemFields, data: expert }),
  z.object({ kind: z.literal('book'), ...deskItemFields, data: book }),
  z.object({ kind: z.literal('album'), ...deskItemFields, data: virtualAlbum }),
  z.object({ kind: z.literal('media'), ...deskItemFields, data: mediaItem }),
  z.object({ kind: z.literal('page'), ...deskItemFields, data: infoPage }),
]);
export type DeskItem = z.infer<typeof deskItem>;
export type DeskItemOf<K extends DeskKindName> = Extract<DeskItem, { kind: K }>;
export type DeskEntity<K extends DeskKindName> = z.output<(typeof deskEntities)[K]>;
