import { sql, type Kysely } from 'kysely';
import { albumPart, type AlbumPart, type PartListSort } from '../../schemas/content/album-items.ts';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { albumParts, partArticleColumns, type PartKind } from './album-parts.ts';
import { parsedPage, type Paging } from './catalogue-lists.ts';


/** The article column each sort ranks by. A key, never SQL. */
const sortColumns = { publishDate: 'article.publish_date', visits: 'article.visits', downloads: 'article.downloads' } as const satisfies Record<PartListSort, string>;

/** The search index's kind of each part kind. */
const indexedKind = { picture: 'figure', table: 'table' } as const satisfies Record<PartKind, string>;

/**
 * The figures (or tables) of the given sites' imported full texts, a page at a time (spec §7 catalogue "pictures,
 * tables"): the ones the search index holds, each as albums list it (its image, caption, article), ranked by the
 * sort, ties in document order.
 */
export async function listFiguresOrTables(db: Kysely<Database>, siteIds: number[], kind: PartKind, sort: PartListSort, paging: Paging): Promise<Page<AlbumPart>> {
  const base = db
    .selectFrom('search_document as d')
    .innerJoin('article', 'article.id', 'd.article_id')
    .innerJoin('article_content', 'article_content.article_id', 'article.id')
    .where('d.kind', '=', indexedKind[kind])
    .where('d.site_id', 'in', siteIds);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['d.ref_id as refId', ...partArticleColumns])
    .orderBy(sql.ref(sortColumns[sort]), 'desc')
    .orderBy('d.ref_id')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  return parsedPage(albumPart, await albumParts(db, kind, rows), Number(total), paging);
}
