import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { articleSummary, type ArticleSummary, type articleListSort, type articleListStatus } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { parsedPage } from './catalogue-lists.ts';

export type ArticleListStatus = z.infer<typeof articleListStatus>;
export type ArticleListSort = z.infer<typeof articleListSort>;
export type SortOrder = 'asc' | 'desc';

export type ArticleListOptions = {
  /** The sites whose articles may be listed: the site itself, or a group's members. */
  siteIds: number[];
  status: ArticleListStatus;
  periodId?: number;
  columnId?: number;
  /** Only articles published on or after this day (YYYY-MM-DD): a ranking window (spec §9). */
  since?: string;
  /** Undefined when the client named no sort: an issue's published list then reads as its table of contents. */
  sort?: ArticleListSort;
  order: SortOrder;
  page: number;
  size: number;
};

/** The only columns a list may sort on (spec §3 "Sort fields"); client input picks a key, never SQL. */
const sortColumns = {
  publishDate: 'article.publish_date',
  visits: 'article.visits',
  downloads: 'article.downloads',
  referenceCount: 'article.reference_count',
  commentCount: 'article.comment_count',
  year: 'article.year',
} as const satisfies Record<ArticleListSort, string>;

export const defaultArticleSort: ArticleListSort = 'publishDate';

/**
 * The printed first page as a number, for tables of contents ("12" after "9"): read from the row's small table of
 * contents entry (server/db/toc-entry.ts, the same value), not by parsing each article's whole JSON — an issue's
 * list sorts every article of the issue, 1.2 ms a 300-article issue from `data`, 0.35 ms from `toc_entry`.
 */
const firstPage = sql<number>`CAST(json_extract(coalesce(article.toc_entry, article.data), '$.firstPageNum') AS INTEGER)`;

/** Whether an issue belongs to a journal of one of the given sites. */
export async function periodBelongsTo(db: Kysely<Database>, periodId: number, siteIds: number[]): Promise<boolean> {
  const row = await db
    .selectFrom('period')
    .innerJoin('journal', 'journal.id', 'period.journal_id')
    .select('period.id')
    .where('period.id', '=', periodId)
    .where('journal.site_id', 'in', siteIds)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Articles as lists show them (`front-article/list`), a page at a time. Which articles (spec §4 firstStatus):
 * `published` those in an issue or formally published (0), `onlineFirst` the proofs 1-10, `justAccepted` -1.
 * With no explicit sort, one issue's published articles come as its table of contents: by column order, then
 * first page; otherwise by the chosen sort, ties by id.
 */
export async function listArticles(db: Kysely<Database>, options: ArticleListOptions): Promise<Page<ArticleSummary>> {
  const { siteIds, status, periodId, columnId, since, sort, order, page: pageNumber, size } = options;
  let base = db
    .selectFrom('article')
    .leftJoin('journal_column', 'journal_column.id', 'article.column_id')
    .where('article.site_id', 'in', siteIds);
  if (periodId !== undefined) base = base.where('article.period_id', '=', periodId);
  if (columnId !== undefined) base = base.where('article.column_id', '=', columnId);
  // Dates are YYYY-MM-DD, so text order is date order (and an article without a date, '', is in no window).
  if (since !== undefined) base = base.where('article.publish_date', '>=', since);
  if (status === 'published') {
    base = base.where((eb) => eb.or([eb('article.period_id', 'is not', null), eb('article.first_status', '=', 0)]));
  } else if (status === 'onlineFirst') {
    base = base.where('article.first_status', '>=', 1).where('article.first_status', '<=', 10);
  } else {
    base = base.where('article.first_status', '=', -1);
  }

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();

  let rows = base.select(['article.data as data', 'journal_column.data as columnData']);
  if (sort === undefined && status === 'published' && periodId !== undefined) {
    rows = rows
      .orderBy('journal_column.sort', (ob) => ob.asc().nullsLast())
      .orderBy(firstPage, (ob) => ob.asc().nullsLast())
      .orderBy('article.id', 'asc');
  } else {
    rows = rows.orderBy(sortColumns[sort ?? defaultArticleSort], order).orderBy('article.id', 'asc');
  }
  const found = await rows
    .limit(size)
    .offset(pageNumber * size)
    .execute();

  const content = found.map((row) => {
    const column = row.columnData === null ? {} : (JSON.parse(row.columnData) as { name?: string; enName?: string });
    return { ...(JSON.parse(row.data) as object), columnName: column.name ?? '', enColumnName: column.enName ?? '' };
  });
  return parsedPage(articleSummary, content, Number(total), { page: pageNumber, size });
}
