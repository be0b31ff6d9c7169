import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';

/** Runs `work` in a transaction of its own, or in the caller's when `db` is one (a batch, a package of articles). */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
