import type { Kysely } from 'kysely';
import type { Topic } from '../../schemas/content/topic.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import type { Database } from '../db/tables.ts';

/** The topics of these sites, each with the number of its experts there (as `expert/list` counts them). */
export async function siteTopics(db: Kysely<Database>, sites: readonly SiteConfig[]): Promise<Topic[]> {
  if (sites.length === 0) return [];
  const counts = await db
    .selectFrom('expert')
    .select(['site_id', 'topic_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', 'in', sites.map(({ site }) => site.siteId))
    .groupBy(['site_id', 'topic_id'])
    .execute();
  const countOf = new Map(counts.map((row) => [`${row.site_id}:${row.topic_id}`, Number(row.n)]));
  return sites.map(({ site }) => ({
    id: site.topicId,
    siteId: site.siteId,
    sld: site.sld,
    name: site.name,
    enName: site.enName,
    expertCount: countOf.get(`${site.siteId}:${site.topicId}`) ?? 0,
  }));
}
