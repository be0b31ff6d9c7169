import type { Kysely } from 'kysely';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';

export type HotWord = { word: string; count: number };

/**
 * The most searched words of a site, or of a group's members together (spec §7 `hisSearch/hotWords`, page 0
 * size 10).
 */
export async function hotWords(db: Kysely<Database>, siteIds: number[], page: number, size: number): Promise<Page<HotWord>> {
  const base = db.selectFrom('hot_word').where('site_id', 'in', siteIds);
  const { total } = await base
    .select((eb) => eb.fn.count<number>('word').distinct().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select((eb) => ['word', eb.fn.sum<number>('count').as('count')])
    .groupBy('word')
    .orderBy('count', 'desc')
    .orderBy('word')
    .limit(size)
    .offset(page * size)
    .execute();
  const content = rows.map((row) => ({ word: row.word, count: Number(row.count) }));
  return { content, totalElements: Number(total), totalPages: Math.ceil(Number(total) / size), number: page, size };
}
