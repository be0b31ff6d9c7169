import { Migrator, sql, type Kysely } from 'kysely';
import { engineOf } from '../database-engine.ts';
import { migrateToLatest, migrations } from '../migrate.ts';
import type { Database } from '../tables.ts';
import { copiedTables, type CopiedTable } from './copied-tables.ts';
import { TableChecksum } from './table-checksum.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a copy reads tables by name, whatever the schema
type AnyDb = Kysely<any>;

/** Bound values per INSERT: below SQLite's limit (32,766) and PostgreSQL's (65,535). */
const valuesPerInsert = 30_000;
const rowsPerRead = 1_000;

/** What a copy did to one table: rows and checksum read back on each side. */
export type TableCopy = { table: string; sourceRows: number; targetRows: number; sourceChecksum: string; targetChecksum: string };

/** The copy refused to start, and why (nothing was written). */
export class CopyRefused extends Error {
  override name = 'CopyRefused';
}

async function pendingMigrations(db: AnyDb): Promise<string[]> {
  const known = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

async function checksumOf(db: AnyDb, table: CopiedTable): Promise<TableChecksum> {
  const checksum = new TableChecksum();
  for await (const row of db.selectFrom(table.name).select(table.columns).stream(rowsPerRead)) checksum.add(row, table.columns);
  return checksum;
}

async function copyRows(source: AnyDb, target: AnyDb, table: CopiedTable): Promise<TableChecksum> {
  const checksum = new TableChecksum();
  const batchSize = Math.max(1, Math.floor(valuesPerInsert / table.columns.length));
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length > 0) await target.insertInto(table.name).values(batch).execute();
    batch = [];
  };
  for await (const row of source.selectFrom(table.name).select(table.columns).stream(rowsPerRead)) {
    checksum.add(row, table.columns);
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return checksum;
}

/** PostgreSQL's identity columns go on from the largest id copied, so the next row a server adds takes a new one. */
async function advanceIdentities(target: AnyDb): Promise<void> {
  if (engineOf(target) !== 'postgres') return;
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE is_identity = 'YES' AND table_schema = current_schema()`.execute(target);
  for (const { table, column } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), max_id) FROM (SELECT max(${sql.ref(column)}) AS max_id FROM ${sql.table(table)}) AS copied WHERE max_id IS NOT NULL`.execute(target);
  }
}

/**
 * Copies a whole deployment's database into an empty one, either engine to either: the target is migrated first, the
 * tables are copied in one transaction in the order their references need (a failure leaves the target empty), then
 * each table is read back on both sides and its rows counted and summed (TableChecksum). The search index is not
 * copied but made on the target from what it indexes (`rebuild`, given by the caller).
 */
export async function copyDatabase(
  source: AnyDb,
  target: AnyDb,
  { rebuildSearchIndex, say = () => {} }: { rebuildSearchIndex: (db: Kysely<Database>) => Promise<number>; say?: (line: string) => void },
): Promise<{ tables: TableCopy[]; searchDocuments: number }> {
  const behind = await pendingMigrations(source);
  if (behind.length > 0) throw new CopyRefused(`the source database lacks migrations ${behind.join(', ')}: start the server on it once (npm start) to bring it up to date`);
  await migrateToLatest(target);
  const [tables, targetTables] = await Promise.all([copiedTables(source), copiedTables(target)]);
  const targetByName = new Map(targetTables.map((table) => [table.name, table]));
  for (const table of tables) {
    const there = targetByName.get(table.name);
    if (!there) throw new CopyRefused(`the target has no table ${table.name}`);
    const missing = table.columns.filter((column) => !there.columns.includes(column));
    if (missing.length > 0) throw new CopyRefused(`the target's table ${table.name} has no column ${missing.join(', ')}`);
  }
  for (const table of targetTables) {
    const row = await (target as AnyDb).selectFrom(table.name).select(sql`1`.as('one')).limit(1).executeTakeFirst();
    if (row) throw new CopyRefused(`the target is not empty: table ${table.name} has rows`);
  }

  const copiedFrom = new Map(tables.map((table) => [table.name, table]));
  const sourceChecksums = new Map<string, TableChecksum>();
  await target.transaction().execute(async (trx) => {
    for (const table of targetTables) {
      const copied = copiedFrom.get(table.name);
      if (!copied) continue;
      sourceChecksums.set(table.name, await copyRows(source, trx, copied));
      say(`${table.name}: ${sourceChecksums.get(table.name)!.rows} rows`);
    }
    await advanceIdentities(trx);
  });

  const report: TableCopy[] = [];
  for (const table of tables) {
    const read = sourceChecksums.get(table.name)!;
    const back = await checksumOf(target, table);
    report.push({ table: table.name, sourceRows: read.rows, targetRows: back.rows, sourceChecksum: read.digest, targetChecksum: back.digest });
  }
  say('search index: rebuilding on the target');
  const searchDocuments = await rebuildSearchIndex(target);
  return { tables: report, searchDocuments };
}
