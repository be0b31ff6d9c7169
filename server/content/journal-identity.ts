import type { Kysely } from 'kysely';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { journal } from '../../schemas/content/journal.ts';
import type { Database } from '../db/tables.ts';

/** What names a journal in structured data beyond its site's name: its id and ISSNs (bootstrap `journal`). */
export async function journalIdentity(db: Kysely<Database>, journalId: number): Promise<Bootstrap['journal']> {
  const row = await db.selectFrom('journal').select('data').where('id', '=', journalId).executeTakeFirst();
  if (!row) return null;
  const { id, issn, eissn } = journal.parse(JSON.parse(row.data));
  return { id, issn, eissn };
}
