import type { Kysely } from 'kysely';
import { noteContentWrite } from '../db/content-version.ts';
import type { Database } from '../db/tables.ts';
import type { Db } from './desk-kind.ts';
import { adoptPublished } from './desk-store.ts';

/**
 * Runs one operation of the desk in a transaction, on a desk that has adopted whatever readers see already; when it
 * changed what readers see (`touchesReaders`, given the result), the caches keyed by the content generation drop
 * what they hold once it committed.
 */
export async function deskChange<T>(db: Kysely<Database>, siteId: number, work: (trx: Db) => Promise<T>, touchesReaders: boolean | ((result: T) => boolean)): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    await adoptPublished(trx, siteId);
    return work(trx);
  });
  if (typeof touchesReaders === 'function' ? touchesReaders(result) : touchesReaders) noteContentWrite(db);
  return result;
}
