import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { book, type Book } from '../../schemas/content/book.ts';
import { journal, type Journal } from '../../schemas/content/journal.ts';
import { albumSummary, type AlbumSummary } from '../../schemas/content/list-items.ts';
import { mediaItem, type MediaItem } from '../../schemas/content/media.ts';
import { page, type Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { pageTotal } from './page-total.ts';

export type Paging = { page: number; size: number };

/**
 * A page of items, validated with the reply schema before it leaves: a row whose stored JSON no longer fits its
 * schema is a server fault (500), never a malformed reply. Unknown keys are dropped by the item schema.
 */
export function parsedPage<Item extends z.ZodType>(item: Item, content: unknown[], total: number, { page: number, size }: Paging): Page<z.output<Item>> {
  return page(item).parse({ content, totalElements: total, totalPages: Math.ceil(total / size), number, size }) as Page<z.output<Item>>;
}

const dataOf = (row: { data: string }): unknown => JSON.parse(row.data);

/** Books of the given sites, newest first (`book/list`). */
export async function listBooks(db: Kysely<Database>, siteIds: number[], paging: Paging): Promise<Page<Book>> {
  const base = db.selectFrom('book').where('site_id', 'in', siteIds);
  const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = await base
    .select(['data', count.as('total')])
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  return parsedPage(book, rows.map(dataOf), await pageTotal(rows, paging.page, count), paging);
}

const mediaDate = sql<string>`json_extract(data, '$.publishDate')`;

/** Audio and video of the given sites, optionally of one kind, newest first (`media/list`). */
export async function listMedia(
  db: Kysely<Database>,
  siteIds: number[],
  kind: MediaItem['kind'] | undefined,
  paging: Paging,
): Promise<Page<MediaItem>> {
  let base = db.selectFrom('media').where('site_id', 'in', siteIds);
  if (kind !== undefined) base = base.where('kind', '=', kind);
  const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = await base
    .select(['data', count.as('total')])
    .orderBy(mediaDate, 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  return parsedPage(mediaItem, rows.map(dataOf), await pageTotal(rows, paging.page, count), paging);
}

const albumDate = sql<string>`json_extract(virtual_album.data, '$.publishDate')`;

/** Virtual albums (special collections) of the given sites with their item counts, newest first (`album/list`). */
export async function listAlbums(db: Kysely<Database>, siteIds: number[], paging: Paging): Promise<Page<AlbumSummary>> {
  const base = db.selectFrom('virtual_album').where('virtual_album.site_id', 'in', siteIds);
  const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = await base
    .select((eb) => [
      'virtual_album.data as data',
      count.as('total'),
      eb
        .selectFrom('album_item')
        .whereRef('album_item.album_id', '=', 'virtual_album.id')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('itemCount'),
    ])
    .orderBy(albumDate, 'desc')
    .orderBy('virtual_album.id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const content = rows.map((row) => ({ ...(JSON.parse(row.data) as object), itemCount: Number(row.itemCount ?? 0) }));
  return parsedPage(albumSummary, content, await pageTotal(rows, paging.page, count), paging);
}

/** A journal of one of the given sites, or undefined when it is not theirs (`front-publication/detail`). */
export async function journalDetail(db: Kysely<Database>, journalId: number, siteIds: number[]): Promise<Journal | undefined> {
  const row = await db.selectFrom('journal').select('data').where('id', '=', journalId).where('site_id', 'in', siteIds).executeTakeFirst();
  return row === undefined ? undefined : journal.parse(dataOf(row));
}
