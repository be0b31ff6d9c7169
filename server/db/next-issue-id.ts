import { sql, type Kysely } from 'kysely';
import type { Database } from './tables.ts';
import { takeWriteLock, writeLock } from './write-locks.ts';

/**
 * The id a new issue takes: above every issue readers see and every issue on the desk (drafts are not in the reader's
 * table), so an import's new issue and a desk draft never share one. Holds the issues' lock to the transaction's end,
 * so another takes the next id only once this one's issue is there.
 */
export async function nextIssueId(db: Kysely<Database>): Promise<number> {
  await takeWriteLock(db, writeLock.issues);
  const { rows } = await sql<{ largest: number | null }>`SELECT MAX(largest) AS largest FROM (
      SELECT MAX(id) AS largest FROM period
      UNION ALL SELECT MAX(id) FROM desk_item WHERE kind = 'issue') AS ids`.execute(db);
  return Number(rows[0]?.largest ?? 0) + 1;
}
