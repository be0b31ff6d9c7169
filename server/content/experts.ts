import { sql, type Kysely } from 'kysely';
import type { Expert, ExpertSort } from '../../schemas/content/expert.ts';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { pageTotal } from './page-total.ts';
import { compiledQuery } from '../db/compiled-query.ts';
import { engineOf } from '../db/database-engine.ts';
import { inCodePointOrder, jsonText } from '../db/portable-sql.ts';


/** Editorial roles in masthead order: the chief first. */
const roleOrder = sql`CASE role WHEN 'editorInChief' THEN 0 WHEN 'honorary' THEN 1 WHEN 'executive' THEN 2
  WHEN 'executiveDeputy' THEN 3 WHEN 'associate' THEN 4 ELSE 5 END`;

/** Experts of the given topics within the given sites. */
const expertsOf = (db: Kysely<Database>, values: { siteIds: number[]; topicIds: number[] }) =>
  db.selectFrom('expert').where('topic_id', 'in', values.topicIds).where('site_id', 'in', values.siteIds);
const expertCount = compiledQuery((db: Kysely<Database>, _shape: null, values: { siteIds: number[]; topicIds: number[] }) => expertsOf(db, values).select((eb) => eb.fn.countAll<number>().as('total')));
const expertPage = compiledQuery((db: Kysely<Database>, sort: ExpertSort, values: { siteIds: number[]; topicIds: number[]; limit: number; offset: number }) =>
  expertsOf(db, values)
    .select(['data', expertsOf(db, values).select((eb) => eb.fn.countAll<number>().as('total')).as('total')])
    .orderBy(sort === 'role' ? roleOrder : sort === 'name' ? inCodePointOrder(engineOf(db), jsonText(engineOf(db), sql`data`, 'name')) : sql`sort`)
    .orderBy('id')
    .limit(values.limit)
    .offset(values.offset),
);

/** Experts of the given topics, within the given sites, a page at a time (spec §7 `expert/list`, page size 10). */
export async function listExperts(
  db: Kysely<Database>,
  { siteIds, topicIds, page, size, sort }: { siteIds: number[]; topicIds: number[]; page: number; size: number; sort: ExpertSort },
): Promise<Page<Expert>> {
  const rows = await expertPage(db, sort, { siteIds, topicIds, limit: size, offset: page * size });
  const total = await pageTotal(rows, page, async () => (await expertCount(db, null, { siteIds, topicIds }))[0]!.total);
  return {
    content: rows.map((row) => JSON.parse(row.data) as Expert),
    totalElements: total,
    totalPages: Math.ceil(total / size),
    number: page,
    size,
  };
}
