import type { Kysely } from 'kysely';
import type { ColumnRef } from '../../../schemas/ingest/placement.ts';
import type { Database } from '../../db/tables.ts';
import { RejectedInput } from '../rejected-input.ts';

type ColumnRow = { id: number; name: string; enName: string };

async function columnsOf(db: Kysely<Database>, journalId: number): Promise<ColumnRow[]> {
  const rows = await db.selectFrom('journal_column').select(['id', 'data']).where('journal_id', '=', journalId).orderBy('sort').orderBy('id').execute();
  return rows.map((row) => {
    const data = JSON.parse(row.data) as { name?: unknown; enName?: unknown };
    return { id: row.id, name: typeof data.name === 'string' ? data.name : '', enName: typeof data.enName === 'string' ? data.enName : '' };
  });
}

const listing = (columns: ColumnRow[]) =>
  columns.length === 0 ? 'it has no columns' : `its columns: ${columns.map((column) => `${column.id} "${[...new Set([column.name, column.enName].filter(Boolean))].join(' / ')}"`).join(', ')}`;

/** The journal's column a reference names, by id or by its name in either language (letter case and spaces aside). */
export async function findColumn(db: Kysely<Database>, journalId: number, ref: ColumnRef): Promise<number> {
  const columns = await columnsOf(db, journalId);
  if ('id' in ref) {
    const found = columns.find((column) => column.id === ref.id);
    if (!found) throw new RejectedInput(`column ${ref.id} is not a column of journal ${journalId} (${listing(columns)})`);
    return found.id;
  }
  const key = ref.name.trim().replace(/\s+/g, ' ').toLowerCase();
  const same = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase() === key;
  const matches = columns.filter((column) => same(column.name) || same(column.enName));
  if (matches.length === 1) return matches[0]!.id;
  if (matches.length > 1) throw new RejectedInput(`column "${ref.name}" is ambiguous in journal ${journalId}: columns ${matches.map((column) => column.id).join(', ')} are named so; name one by its id`);
  throw new RejectedInput(`journal ${journalId} has no column named "${ref.name}" (${listing(columns)})`);
}
