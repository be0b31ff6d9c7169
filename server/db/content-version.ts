import { sql, type Kysely } from 'kysely';
import type { Database } from './tables.ts';

/** Writes of this process to the content readers see (the desk's publishing), per database handle. */
const ownWrites = new WeakMap<Kysely<Database>, number>();

/**
 * SQLite's data_version, which changes whenever another connection commits (an `npm run ingest` in another process),
 * plus this process's own content writes (`noteContentWrite`): when either moves, what was derived from the content
 * can be dropped. Visit and download counts are not content writes, which is what a page cache wants.
 */
export async function contentVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ data_version: number }>`PRAGMA data_version`.execute(db);
  return (rows[0]?.data_version ?? 0) * 1_000_000 + (ownWrites.get(db) ?? 0);
}

/** This process changed what readers see (after the transaction committed): caches keyed by the version drop it. */
export function noteContentWrite(db: Kysely<Database>): void {
  ownWrites.set(db, ((ownWrites.get(db) ?? 0) + 1) % 1_000_000);
}
