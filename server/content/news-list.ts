import type { Kysely } from 'kysely';
import { newsSummary, type NewsSummary } from '../../schemas/content/list-items.ts';
import type { NewsItem } from '../../schemas/content/news.ts';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { parsedPage, type Paging } from './catalogue-lists.ts';
import { pageTotal } from './page-total.ts';
import { compiledQuery } from '../db/compiled-query.ts';

/** News of the given sites, of one tab when the shape says so. */
const newsOf = (db: Kysely<Database>, byTab: boolean, values: { siteIds: number[]; tab: number }) => {
  const query = db.selectFrom('news').where('site_id', 'in', values.siteIds);
  return byTab ? query.where('tab', '=', values.tab) : query;
};
const newsCount = compiledQuery((db: Kysely<Database>, byTab: boolean, values: { siteIds: number[]; tab: number }) => newsOf(db, byTab, values).select((eb) => eb.fn.countAll<number>().as('total')));
const newsPage = compiledQuery((db: Kysely<Database>, byTab: boolean, values: { siteIds: number[]; tab: number; limit: number; offset: number }) =>
  newsOf(db, byTab, values)
    .select(['data', newsOf(db, byTab, values).select((eb) => eb.fn.countAll<number>().as('total')).as('total')])
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(values.limit)
    .offset(values.offset),
);

/** News of the given sites, optionally of one tab (spec §9: tab ids 1-4), newest first (`news/list`). */
export async function listNews(
  db: Kysely<Database>,
  siteIds: number[],
  tab: NewsItem['tab'] | undefined,
  paging: Paging,
): Promise<Page<NewsSummary>> {
  const values = { siteIds, tab: tab ?? 0 };
  const rows = await newsPage(db, tab !== undefined, { ...values, limit: paging.size, offset: paging.page * paging.size });
  const total = await pageTotal(rows, paging.page, async () => (await newsCount(db, tab !== undefined, values))[0]!.total);
  // The summary schema drops the bodies: lists never carry them.
  return parsedPage(newsSummary, rows.map((row): unknown => JSON.parse(row.data)), total, paging);
}
