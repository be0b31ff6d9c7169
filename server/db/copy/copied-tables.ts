import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database-engine.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a copy reads tables by name, whatever the schema
type AnyDb = Kysely<any>;

/**
 * The search index is not copied: it is made again from what it indexes on the target (its text is the analyser's,
 * kept per engine in FTS5's tables or in search_text).
 */
const derived = (table: string) => table.startsWith('search_fts') || table === 'search_text' || table === 'search_document' || table === 'search_index_state';

/** A table to copy: its name and columns, and the tables it refers to (copied before it). */
export type CopiedTable = { name: string; columns: string[]; parents: string[] };

async function parentsOf(db: AnyDb, table: string): Promise<string[]> {
  if (engineOf(db) === 'postgres') {
    const { rows } = await sql<{ parent: string }>`
      SELECT DISTINCT confrelid::regclass::text AS parent FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ${table}::regclass`.execute(db);
    return rows.map((row) => row.parent).filter((parent) => parent !== table);
  }
  const { rows } = await sql<{ table: string }>`SELECT "table" FROM pragma_foreign_key_list(${table})`.execute(db);
  return [...new Set(rows.map((row) => row.table))].filter((parent) => parent !== table);
}

/** The tables of `db` that a copy moves, each after the tables it refers to. */
export async function copiedTables(db: AnyDb): Promise<CopiedTable[]> {
  const tables = (await db.introspection.getTables()).filter((table) => !table.isView && !derived(table.name));
  const described = await Promise.all(
    tables.map(async (table) => ({ name: table.name, columns: table.columns.map((column) => column.name).sort(), parents: await parentsOf(db, table.name) })),
  );
  const byName = new Map(described.map((table) => [table.name, table]));
  const ordered: CopiedTable[] = [];
  const placed = new Set<string>();
  const place = (table: CopiedTable, path: string[]) => {
    if (placed.has(table.name)) return;
    if (path.includes(table.name)) throw new Error(`tables refer to each other in a cycle: ${[...path, table.name].join(' → ')}`);
    for (const parent of table.parents) {
      const parentTable = byName.get(parent);
      if (parentTable) place(parentTable, [...path, table.name]);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of described.sort((a, b) => a.name.localeCompare(b.name))) place(table, []);
  return ordered;
}
