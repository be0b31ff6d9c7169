import { sql, type Kysely } from 'kysely';
import type { Expert, ExpertSort } from '../../schemas/content/expert.ts';
import type { Page } from '../../schemas/page.ts';
import type { Database } from '../db/tables.ts';
import { pageTotal } from './page-total.ts';


/** Editorial roles in masthead order: the chief first. */
const roleOrder = sql`CASE role WHEN 'editorInChief' THEN 0 WHEN 'honorary' THEN 1 WHEN 'executive' THEN 2
  WHEN 'executiveDeputy' THEN 3 WHEN 'associate' THEN 4 ELSE 5 END`;

/** Experts of the given topics, within the given sites, a page at a time (spec §7 `expert/list`, page size 10). */
export async function listExperts(
  db: Kysely<Database>,
  { siteIds, topicIds, page, size, sort }: { siteIds: number[]; topicIds: number[]; page: number; size: number; sort: ExpertSort },
): Promise<Page<Expert>> {
  const base = db.selectFrom('expert').where('topic_id', 'in', topicIds).where('site_id', 'in', siteIds);
  const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
  const order = sort === 'role' ? roleOrder : sort === 'name' ? sql`json_extract(data, '$.name')` : sql`sort`;
  const rows = await base
    .select(['data', count.as('total')])
    .orderBy(order)
    .orderBy('id')
    .limit(size)
    .offset(page * size)
    .execute();
  const total = await pageTotal(rows, page, count);
  return {
    content: rows.map((row) => JSON.parse(row.data) as Expert),
    totalElements: total,
    totalPages: Math.ceil(Number(total) / size),
    number: page,
    size,
  };
}
