import { sql, type Kysely } from 'kysely';
import type { Database } from './tables.ts';

/**
 * SQLite's data_version: it changes whenever another connection commits (an `npm run ingest` in another process, an
 * import by the admin), so what was derived from the content can be dropped. This connection's own writes (visit and
 * download counts) leave it alone, which is what a page cache wants.
 */
export async function contentVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ data_version: number }>`PRAGMA data_version`.execute(db);
  return rows[0]?.data_version ?? 0;
}
