import { sql, type Kysely } from 'kysely';
import type { AlbumTab, AlbumItemSort } from '../../schemas/content/album-item-options.ts';
import { albumEntry, type AlbumEntry, type AlbumTabCounts } from '../../schemas/content/album-items.ts';
import type { Page } from '../../schemas/page.ts';
import { articleEntityColumns, articleEntityInput } from '../db/article-row.ts';
import type { Database } from '../db/tables.ts';
import { albumParts, partArticleColumns, partsPerArticle, type PartKind } from './album-parts.ts';
import { parsedPage, type Paging } from './catalogue-lists.ts';

/** Whose items: one album, listing only what the serving site (or a group's members) holds. */
export type AlbumScope = { albumId: number; siteIds: number[] };

/** The article column each sort ranks by, most first; SYS_CREATED is the album's own order. A key, never SQL. */
const articleSortColumns = {
  PUBLISH_DATE: 'article.publish_date',
  VISITS: 'article.visits',
  DOWNLOADS: 'article.downloads',
  COMMENT_COUNT: 'article.comment_count',
} as const satisfies Record<Exclude<AlbumItemSort, 'SYS_CREATED'>, string>;

const thesisItems = (db: Kysely<Database>, { albumId, siteIds }: AlbumScope) =>
  db
    .selectFrom('album_item')
    .innerJoin('article', 'article.id', 'album_item.ref_id')
    .where('album_item.album_id', '=', albumId)
    .where('album_item.kind', '=', 'thesis')
    .where('article.site_id', 'in', siteIds);

/** A figure's or table's article is the one its id names; only articles with a full text have parts. */
const partItems = (db: Kysely<Database>, { albumId, siteIds }: AlbumScope, kind: PartKind) =>
  db
    .selectFrom('album_item')
    .innerJoin('article', (join) => join.on((eb) => eb('article.id', '=', sql<number>`album_item.ref_id / ${sql.lit(partsPerArticle)}`)))
    .innerJoin('article_content', 'article_content.article_id', 'article.id')
    .where('album_item.album_id', '=', albumId)
    .where('album_item.kind', '=', kind)
    .where('article.site_id', 'in', siteIds);

const expertItems = (db: Kysely<Database>, { albumId, siteIds }: AlbumScope) =>
  db
    .selectFrom('album_item')
    .innerJoin('expert', 'expert.id', 'album_item.ref_id')
    .where('album_item.album_id', '=', albumId)
    .where('album_item.kind', '=', 'experts')
    .where('expert.site_id', 'in', siteIds);

/** How many items each tab of an album lists (the same items `listAlbumItems` pages through). */
export async function countAlbumItems(db: Kysely<Database>, scope: AlbumScope): Promise<AlbumTabCounts> {
  const [thesis, picture, table, experts] = await Promise.all([
    thesisItems(db, scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    partItems(db, scope, 'picture').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    partItems(db, scope, 'table').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    expertItems(db, scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { thesis: Number(thesis.n), picture: Number(picture.n), table: Number(table.n), experts: Number(experts.n) };
}

type Listing = { content: unknown[]; total: number };

async function listTheses(db: Kysely<Database>, scope: AlbumScope, sort: AlbumItemSort, paging: Paging): Promise<Listing> {
  const base = thesisItems(db, scope);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('journal_column', 'journal_column.id', 'article.column_id')
    .select([
      ...articleEntityColumns,
      'journal_column.data as columnData',
    ])
    .$if(sort !== 'SYS_CREATED', (query) => query.orderBy(sql.ref(articleSortColumns[sort as keyof typeof articleSortColumns]), 'desc'))
    .orderBy('album_item.sort')
    .orderBy('article.id')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const content = rows.map((row) => {
    const column = row.columnData === null ? {} : (JSON.parse(row.columnData) as { name?: string; enName?: string });
    const article = { ...(articleEntityInput(row) as object), columnName: column.name ?? '', enColumnName: column.enName ?? '' };
    return { kind: 'thesis', article };
  });
  return { content, total: Number(n) };
}

async function listParts(db: Kysely<Database>, scope: AlbumScope, kind: PartKind, sort: AlbumItemSort, paging: Paging): Promise<Listing> {
  const base = partItems(db, scope, kind);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['album_item.ref_id as refId', ...partArticleColumns])
    .$if(sort !== 'SYS_CREATED', (query) => query.orderBy(sql.ref(articleSortColumns[sort as keyof typeof articleSortColumns]), 'desc'))
    .orderBy('album_item.sort')
    .orderBy('album_item.ref_id')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const parts = await albumParts(db, kind, rows);
  return { content: parts.map((part) => ({ kind, part })), total: Number(n) };
}

/** Experts have nothing to rank by: they keep the album's order whatever the sort. */
async function listExperts(db: Kysely<Database>, scope: AlbumScope, paging: Paging): Promise<Listing> {
  const base = expertItems(db, scope);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select('expert.data')
    .orderBy('album_item.sort')
    .orderBy('expert.id')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  return { content: rows.map((row) => ({ kind: 'experts', expert: JSON.parse(row.data) as unknown })), total: Number(n) };
}

/**
 * One tab of an album, a page at a time (`album/items`), sorted as spec §3/§9 allows: SYS_CREATED keeps the album's
 * order, the others rank by the article's date, views, downloads or comments (a figure's or table's: its article's),
 * ties in the album's order. Items whose resource the site no longer has are not listed.
 */
export async function listAlbumItems(db: Kysely<Database>, scope: AlbumScope, tab: AlbumTab, sort: AlbumItemSort, paging: Paging): Promise<Page<AlbumEntry>> {
  const { content, total } =
    tab === 'thesis'
      ? await listTheses(db, scope, sort, paging)
      : tab === 'experts'
        ? await listExperts(db, scope, paging)
        : await listParts(db, scope, tab, sort, paging);
  return parsedPage(albumEntry, content, total, paging);
}
