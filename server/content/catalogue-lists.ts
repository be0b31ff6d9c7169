import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { book, type Book } from '../../schemas/content/book.ts';
import { journal, type Journal } from '../../schemas/content/journal.ts';
import { albumSummary, type AlbumSummary } from '../../schemas/content/list-items.ts';
import { mediaItem, type MediaItem } from '../../schemas/content/media.ts';
import { page, type Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { pageTotal } from './page-total.ts';
import { compiledQuery } from '../db/compiled-query.ts';
import { engineOf, type DatabaseEngine } from '../db/database-engine.ts';
import { jsonText, sqliteNullsOrder } from '../db/portable-sql.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

export type Paging = { page: number; size: number };

/**
 * A page of items, validated with the reply schema before it leaves: a row whose stored JSON no longer fits its
 * schema is a server fault (500), never a malformed reply. Unknown keys are dropped by the item schema.
 */
export function parsedPage<Item extends AnySchema>(item: Item, content: unknown[], total: number, { page: number, size }: Paging): Page<z.output<Item>> {
  return page(item).parse({ content, totalElements: total, totalPages: Math.ceil(total / size), number, size }) as Page<z.output<Item>>;
}

const dataOf = (row: { data: string }): unknown => JSON.parse(row.data);

/** The values of a list's query: the sites, and where its page starts and ends. */
type PageValues = { siteIds: number[]; limit: number; offset: number };
const pageValues = (siteIds: number[], { page, size }: Paging): PageValues => ({ siteIds, limit: size, offset: page * size });

const booksOf = (db: Kysely<Database>, siteIds: number[]) => db.selectFrom('book').where('site_id', 'in', siteIds);
const bookCount = compiledQuery((db: Kysely<Database>, _shape: null, { siteIds }: { siteIds: number[] }) => booksOf(db, siteIds).select((eb) => eb.fn.countAll<number>().as('total')));
const bookPage = compiledQuery((db: Kysely<Database>, _shape: null, values: PageValues) =>
  booksOf(db, values.siteIds)
    .select(['data', booksOf(db, values.siteIds).select((eb) => eb.fn.countAll<number>().as('total')).as('total')])
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(values.limit)
    .offset(values.offset),
);

/** Books of the given sites, newest first (`book/list`). */
export async function listBooks(db: Kysely<Database>, siteIds: number[], paging: Paging): Promise<Page<Book>> {
  const rows = await bookPage(db, null, pageValues(siteIds, paging));
  const total = await pageTotal(rows, paging.page, async () => (await bookCount(db, null, { siteIds }))[0]!.total);
  return parsedPage(book, rows.map(dataOf), total, paging);
}

const mediaDate = (engine: DatabaseEngine) => jsonText(engine, sql`data`, 'publishDate');
const mediaOf = (db: Kysely<Database>, byKind: boolean, values: { siteIds: number[]; kind: string }) => {
  const query = db.selectFrom('media').where('site_id', 'in', values.siteIds);
  return byKind ? query.where('kind', '=', values.kind) : query;
};
const mediaCount = compiledQuery((db: Kysely<Database>, byKind: boolean, values: { siteIds: number[]; kind: string }) => mediaOf(db, byKind, values).select((eb) => eb.fn.countAll<number>().as('total')));
const mediaPage = compiledQuery((db: Kysely<Database>, byKind: boolean, values: PageValues & { kind: string }) =>
  mediaOf(db, byKind, values)
    .select(['data', mediaOf(db, byKind, values).select((eb) => eb.fn.countAll<number>().as('total')).as('total')])
    .orderBy(mediaDate(engineOf(db)), sqliteNullsOrder(engineOf(db), 'desc'))
    .orderBy('id', 'desc')
    .limit(values.limit)
    .offset(values.offset),
);

/** Audio and video of the given sites, optionally of one kind, newest first (`media/list`). */
export async function listMedia(
  db: Kysely<Database>,
  siteIds: number[],
  kind: MediaItem['kind'] | undefined,
  paging: Paging,
): Promise<Page<MediaItem>> {
  const byKind = kind !== undefined;
  const rows = await mediaPage(db, byKind, { ...pageValues(siteIds, paging), kind: kind ?? '' });
  const total = await pageTotal(rows, paging.page, async () => (await mediaCount(db, byKind, { siteIds, kind: kind ?? '' }))[0]!.total);
  return parsedPage(mediaItem, rows.map(dataOf), total, paging);
}

const albumDate = (engine: DatabaseEngine) => jsonText(engine, sql`virtual_album.data`, 'publishDate');
const albumsOf = (db: Kysely<Database>, siteIds: number[]) => db.selectFrom('virtual_album').where('virtual_album.site_id', 'in', siteIds);
const albumCount = compiledQuery((db: Kysely<Database>, _shape: null, { siteIds }: { siteIds: number[] }) => albumsOf(db, siteIds).select((eb) => eb.fn.countAll<number>().as('total')));
const albumPage = compiledQuery((db: Kysely<Database>, _shape: null, values: PageValues) =>
  albumsOf(db, values.siteIds)
    .select((eb) => [
      'virtual_album.data as data',
      albumsOf(db, values.siteIds).select((inner) => inner.fn.countAll<number>().as('total')).as('total'),
      eb
        .selectFrom('album_item')
        .whereRef('album_item.album_id', '=', 'virtual_album.id')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('itemCount'),
    ])
    .orderBy(albumDate(engineOf(db)), sqliteNullsOrder(engineOf(db), 'desc'))
    .orderBy('virtual_album.id', 'desc')
    .limit(values.limit)
    .offset(values.offset),
);

/** Virtual albums (special collections) of the given sites with their item counts, newest first (`album/list`). */
export async function listAlbums(db: Kysely<Database>, siteIds: number[], paging: Paging): Promise<Page<AlbumSummary>> {
  const rows = await albumPage(db, null, pageValues(siteIds, paging));
  const content = rows.map((row) => ({ ...(JSON.parse(row.data) as object), itemCount: Number(row.itemCount ?? 0) }));
  const total = await pageTotal(rows, paging.page, async () => (await albumCount(db, null, { siteIds }))[0]!.total);
  return parsedPage(albumSummary, content, total, paging);
}

const journalOfSites = compiledQuery((db: Kysely<Database>, _shape: null, values: { journalId: number; siteIds: number[] }) =>
  db.selectFrom('journal').select('data').where('id', '=', values.journalId).where('site_id', 'in', values.siteIds),
);

/** A journal of one of the given sites, or undefined when it is not theirs (`front-publication/detail`). */
export async function journalDetail(db: Kysely<Database>, journalId: number, siteIds: number[]): Promise<Journal | undefined> {
  const [row] = await journalOfSites(db, null, { journalId, siteIds });
  return row === undefined ? undefined : journal.parse(dataOf(row));
}
