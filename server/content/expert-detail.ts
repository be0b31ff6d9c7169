import type { Kysely } from 'kysely';
import { expert, type Expert } from '../../schemas/content/expert.ts';
import type { Database } from '../db/tables.ts';

/** One expert of the given sites, or undefined when there is none or it is another site's (`expert/detail`). */
export async function expertDetail(db: Kysely<Database>, expertId: number, siteIds: number[]): Promise<Expert | undefined> {
  const row = await db.selectFrom('expert').select('data').where('id', '=', expertId).where('site_id', 'in', siteIds).executeTakeFirst();
  // Parsed on the way out: a stored row that no longer fits the schema is a server fault, never a malformed reply.
  return row === undefined ? undefined : expert.parse(JSON.parse(row.data));
}
