import type { Kysely } from 'kysely';
import { noteContentWrite } from '../db/content-version.ts';
import type { Database } from '../db/tables.ts';
import type { Db } from './desk-kind.ts';
import { adoptPublished } from './desk-store.ts';

/**
 * Runs one operation of the desk in a transaction, on a desk that has adopted whatever readers see already; when it
 * changed what readers see (`touchesReaders`, given the result), the same transaction raises the content generation,
 * so the caches keyed by it, in every process, drop what they hold once it committed.
 */
export async function deskChange<T>(db: Kysely<Database>, siteId: number, work: (trx: Db) => Promise<T>, touchesReaders: boolean | ((result: T) => boolean)): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await adoptPublished(trx, siteId);
    const result = await work(trx);
    if (typeof touchesReaders === 'function' ? touchesReaders(result) : touchesReaders) await noteContentWrite(trx);
    return result;
  });
}
