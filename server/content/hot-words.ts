import type { Kysely } from 'kysely';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';

export type HotWord = { word: string; count: number };

/** The most searched words of a site (spec §7 `hisSearch/hotWords`, page 0 size 10). */
export async function hotWords(db: Kysely<Database>, siteId: number, page: number, size: number): Promise<Page<HotWord>> {
  const base = db.selectFrom('hot_word').where('site_id', '=', siteId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const content = await base
    .select(['word', 'count'])
    .orderBy('count', 'desc')
    .orderBy('word')
    .limit(size)
    .offset(page * size)
    .execute();
  return { content, totalElements: Number(total), totalPages: Math.ceil(Number(total) / size), number: page, size };
}
