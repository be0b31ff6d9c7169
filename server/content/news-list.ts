import type { Kysely } from 'kysely';
import { newsSummary, type NewsSummary } from '../../schemas/content/list-items.ts';
import type { NewsItem } from '../../schemas/content/news.ts';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { parsedPage, type Paging } from './catalogue-lists.ts';
import { pageTotal } from './page-total.ts';

/** News of the given sites, optionally of one tab (spec §9: tab ids 1-4), newest first (`news/list`). */
export async function listNews(
  db: Kysely<Database>,
  siteIds: number[],
  tab: NewsItem['tab'] | undefined,
  paging: Paging,
): Promise<Page<NewsSummary>> {
  let base = db.selectFrom('news').where('site_id', 'in', siteIds);
  if (tab !== undefined) base = base.where('tab', '=', tab);
  const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = await base
    .select(['data', count.as('total')])
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  // The summary schema drops the bodies: lists never carry them.
  return parsedPage(newsSummary, rows.map((row): unknown => JSON.parse(row.data)), await pageTotal(rows, paging.page, count), paging);
}
