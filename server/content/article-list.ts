import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { articleSummary, type ArticleSummary, type articleListSort, type articleListStatus } from '../../schemas/content/list-items.ts';
import type { Page } from '../../schemas/page.ts';
import { engineOf, type DatabaseEngine } from '../db/database-engine.ts';
import { jsonInteger } from '../db/portable-sql.ts';
import type { Database } from '../db/tables.ts';
import { parsedPage } from './catalogue-lists.ts';
import { pageTotal } from './page-total.ts';
import { compiledQuery } from '../db/compiled-query.ts';
import { savedTocPosition } from './toc-order.ts';

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
 * contents entry (server/db/toc-entry.ts, the same value), not from the article's whole JSON. The expression of the
 * article_issue_order index (migration 0018): changed, the index is no longer used.
 */
const firstPage = (engine: DatabaseEngine) => jsonInteger(engine, sql`coalesce(article.toc_entry, article.data)`, 'firstPageNum');

const periodOfSites = compiledQuery((db: Kysely<Database>, _shape: null, values: { periodId: number; siteIds: number[] }) =>
  db
    .selectFrom('period')
    .innerJoin('journal', 'journal.id', 'period.journal_id')
    .select('period.id')
    .where('period.id', '=', values.periodId)
    .where('journal.site_id', 'in', values.siteIds),
);

/** Whether an issue belongs to a journal of one of the given sites. */
export async function periodBelongsTo(db: Kysely<Database>, periodId: number, siteIds: number[]): Promise<boolean> {
  return (await periodOfSites(db, null, { periodId, siteIds })).length > 0;
}

/** What decides a list query's SQL: which filters it has, and its order (`issue`: an issue's table of contents). */
type ListShape = { status: ArticleListStatus; period: boolean; column: boolean; since: boolean; sort: ArticleListSort | 'issue'; order: SortOrder };
/** Its values (those the shape leaves out are not read). */
type ListValues = { siteIds: number[]; periodId: number; columnId: number; since: string };

/** The articles of the given sites that the list holds. */
function listed(db: Kysely<Database>, shape: ListShape, values: ListValues) {
  let query = db.selectFrom('article').where('article.site_id', 'in', values.siteIds);
  if (shape.period) query = query.where('article.period_id', '=', values.periodId);
  if (shape.column) query = query.where('article.column_id', '=', values.columnId);
  // Dates are YYYY-MM-DD, so text order is date order (and an article without a date, '', is in no window).
  if (shape.since) query = query.where('article.publish_date', '>=', values.since);
  if (shape.status === 'published') {
    return query.where((eb) => eb.or([eb('article.period_id', 'is not', null), eb('article.first_status', '=', 0)]));
  }
  if (shape.status === 'onlineFirst') return query.where('article.first_status', '>=', 1).where('article.first_status', '<=', 10);
  return query.where('article.first_status', '=', -1);
}

const countOf = (db: Kysely<Database>, shape: ListShape, values: ListValues) => listed(db, shape, values).select((eb) => eb.fn.countAll<number>().as('total'));

const listCount = compiledQuery(countOf);

/** A page of the list's ids, in its order, each row with the count of all. */
const pageIds = compiledQuery((db: Kysely<Database>, shape: ListShape, values: ListValues & { limit: number; offset: number }) => {
  const ids = listed(db, shape, values).select(['article.id as id', countOf(db, shape, values).as('total')]);
  const ordered =
    shape.sort === 'issue'
      ? ids
          .leftJoin('journal_column', 'journal_column.id', 'article.column_id')
          .orderBy('journal_column.sort', (ob) => ob.asc().nullsLast())
          .orderBy('journal_column.id', 'asc')
          .orderBy(savedTocPosition, (ob) => ob.asc().nullsLast())
          .orderBy(firstPage(engineOf(db)), (ob) => ob.asc().nullsLast())
          .orderBy('article.id', 'asc')
      : ids.orderBy(sortColumns[shape.sort], shape.order).orderBy('article.id', 'asc');
  return ordered.limit(values.limit).offset(values.offset);
});

const articlesById = compiledQuery((db: Kysely<Database>, _shape: null, values: { ids: number[] }) =>
  db
    .selectFrom('article')
    .leftJoin('journal_column', 'journal_column.id', 'article.column_id')
    .select(['article.id as id', 'article.data as data', 'journal_column.data as columnData'])
    .where('article.id', 'in', values.ids),
);

/**
 * What the summary schema reads of each of these articles, in this order: the article's JSON with its column's
 * names. Read by id (their primary key), once the page's ids are chosen; an article deleted since (an import in
 * another process) is left out.
 */
async function summaryInputs(db: Kysely<Database>, ids: number[]): Promise<unknown[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await articlesById(db, null, { ids })).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const column = row.columnData === null ? {} : (JSON.parse(row.columnData) as { name?: string; enName?: string });
    const entry = JSON.parse(row.data) as Record<string, unknown>;
    entry.columnName = column.name ?? '';
    entry.enColumnName = column.enName ?? '';
    return [entry];
  });
}

/**
 * Articles as lists show them (`front-article/list`), a page at a time. Which articles (spec §4 firstStatus):
 * `published` those in an issue or formally published (0), `onlineFirst` the proofs 1-10, `justAccepted` -1.
 * With no explicit sort, one issue's published articles come as its table of contents: by column order, then as
 * editors ordered them on the desk, then first page; otherwise by the chosen sort, ties by id.
 *
 * The page's ids are chosen first, with the total of all, from an index alone (migration 0018: article_issue_order
 * for an issue's contents, article_list_order for the sorts), then only those articles' JSON is read: a sort that
 * carried every article's JSON read all of them for each page (1.2 ms for the 300 articles of an issue).
 */
export async function listArticles(db: Kysely<Database>, options: ArticleListOptions): Promise<Page<ArticleSummary>> {
  const { siteIds, status, periodId, columnId, since, sort, order, page: pageNumber, size } = options;
  const inIssueOrder = sort === undefined && status === 'published' && periodId !== undefined;
  const shape: ListShape = {
    status,
    period: periodId !== undefined,
    column: columnId !== undefined,
    since: since !== undefined,
    sort: inIssueOrder ? 'issue' : (sort ?? defaultArticleSort),
    order,
  };
  const values: ListValues = { siteIds, periodId: periodId ?? 0, columnId: columnId ?? 0, since: since ?? '' };
  const found = await pageIds(db, shape, { ...values, limit: size, offset: pageNumber * size });
  const content = await summaryInputs(db, found.map(({ id }) => id));
  const total = await pageTotal(found, pageNumber, async () => (await listCount(db, shape, values))[0]!.total);
  return parsedPage(articleSummary, content, total, { page: pageNumber, size });
}
