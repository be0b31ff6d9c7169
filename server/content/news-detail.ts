import type { Kysely } from 'kysely';
import { newsItem, type NewsItem } from '../../schemas/content/news.ts';
import type { Database } from '../db/tables.ts';

/** One news item of the given sites (`news/detail`), with its body; undefined when none of them has it. */
export async function newsDetail(db: Kysely<Database>, siteIds: number[], id: number): Promise<NewsItem | undefined> {
  const row = await db.selectFrom('news').select('data').where('id', '=', id).where('site_id', 'in', siteIds).executeTakeFirst();
  return row ? newsItem.parse(JSON.parse(row.data)) : undefined;
}
