import { sql, type Kysely } from 'kysely';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { compiledQuery } from '../db/compiled-query.ts';
import { engineOf } from '../db/database-engine.ts';
import { inCodePointOrder } from '../db/portable-sql.ts';

export type HotWord = { word: string; count: number };

const wordsOf = (db: Kysely<Database>, siteIds: number[]) => db.selectFrom('hot_word').where('site_id', 'in', siteIds);
const wordCount = compiledQuery((db: Kysely<Database>, _shape: null, { siteIds }: { siteIds: number[] }) =>
  wordsOf(db, siteIds).select((eb) => eb.fn.count<number>('word').distinct().as('total')),
);
const wordPage = compiledQuery((db: Kysely<Database>, _shape: null, values: { siteIds: number[]; limit: number; offset: number }) =>
  wordsOf(db, values.siteIds)
    .select((eb) => ['word', eb.fn.sum<number>('count').as('count')])
    .groupBy('word')
    .orderBy('count', 'desc')
    .orderBy(inCodePointOrder(engineOf(db), sql.ref('word')))
    .limit(values.limit)
    .offset(values.offset),
);

/**
 * The most searched words of a site, or of a group's members together (spec §7 `hisSearch/hotWords`, page 0
 * size 10).
 */
export async function hotWords(db: Kysely<Database>, siteIds: number[], page: number, size: number): Promise<Page<HotWord>> {
  const total = Number((await wordCount(db, null, { siteIds }))[0]?.total ?? 0);
  const rows = await wordPage(db, null, { siteIds, limit: size, offset: page * size });
  const content = rows.map((row) => ({ word: row.word, count: Number(row.count) }));
  return { content, totalElements: Number(total), totalPages: Math.ceil(Number(total) / size), number: page, size };
}
