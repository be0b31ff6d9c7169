import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Expression, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf, type DatabaseEngine } from '../../server/db/database-engine.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/open-database.ts';
import { currentTimestampText, jsonNumber, likeIgnoringCase, textInteger } from '../../server/db/portable-sql.ts';
import { isUniqueViolation } from '../../server/db/unique-violation.ts';
import { takeWriteLock } from '../../server/db/write-locks.ts';
import { createEmptyDatabase, dropDatabase, testsOnPostgres } from '../support/postgres-test-databases.ts';

/**
 * The expressions the writing side spells per engine (server/db/portable-sql.ts) give what SQLite gives, on the engine
 * this project runs (SQLite under `integration`, PostgreSQL under `integration-pg`).
 */
let databaseUrl = '';
let handle: DatabaseHandle;
let engine: DatabaseEngine;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain expressions over no table of the schema
let db: Kysely<any>;

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'masthead-portable-sql-'));
  databaseUrl = testsOnPostgres() ? createEmptyDatabase('portable_sql') : `file:${join(folder, 'portable.db')}`;
  handle = openDatabase(databaseUrl);
  db = handle.db;
  engine = engineOf(db);
});
afterAll(async () => {
  await handle?.close();
  if (databaseUrl.startsWith('postgres')) dropDatabase(databaseUrl);
  rmSync(folder, { recursive: true, force: true });
});

const valueOf = async <T>(expression: Expression<T>): Promise<T> => (await sql<{ value: T }>`SELECT ${expression} AS value`.execute(db)).rows[0]!.value;
const text = (value: string | null) => (value === null ? sql<string | null>`CAST(NULL AS TEXT)` : sql<string>`CAST(${value} AS TEXT)`);
/** 1 where the condition holds, else 0: booleans come back as 1/0 from SQLite and true/false from PostgreSQL. */
const holds = async (condition: Expression<boolean | null>) => Number(await valueOf(sql<number>`CASE WHEN ${condition} THEN 1 ELSE 0 END`));

describe('portable SQL', () => {
  it('reads a text as a whole number as SQLite’s CAST does', async () => {
    const cases: Array<[string | null, number | null]> = [
      ['12', 12],
      ['12a', 12],
      [' 7', 7],
      ['-3', -3],
      ['e04490', 0],
      ['', 0],
      [null, null],
    ];
    for (const [given, expected] of cases) expect(await valueOf(textInteger(engine, text(given))), String(given)).toBe(expected);
  });

  it('compares a JSON field with a number only when the field holds that number', async () => {
    const json = (value: string) => sql<string>`CAST(${value} AS TEXT)`;
    expect(await holds(sql<boolean>`${jsonNumber(engine, json('{"columnId": 5}'), 'columnId')} = ${5}`)).toBe(1);
    expect(await holds(sql<boolean>`${jsonNumber(engine, json('{"columnId": 6}'), 'columnId')} = ${5}`)).toBe(0);
    expect(await holds(sql<boolean>`${jsonNumber(engine, json('{"columnId": "5"}'), 'columnId')} = ${5}`)).toBe(0);
    expect(await holds(sql<boolean>`${jsonNumber(engine, json('{}'), 'columnId')} = ${5}`)).toBe(0);
  });

  it('matches LIKE patterns regardless of the case of ASCII letters, with \\ escaping % and _', async () => {
    expect(await holds(likeIgnoringCase(engine, text('Optics Frontier'), '%FRONT%'))).toBe(1);
    expect(await holds(likeIgnoringCase(engine, text('Optics Frontier'), '%ecology%'))).toBe(0);
    expect(await holds(likeIgnoringCase(engine, text('100% sure'), '%100\\%%'))).toBe(1);
    expect(await holds(likeIgnoringCase(engine, text('1000 sure'), '%100\\%%'))).toBe(0);
  });

  it('writes the time as SQLite’s CURRENT_TIMESTAMP does: UTC, to the second', async () => {
    const now = await valueOf(currentTimestampText(engine));
    expect(now).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Math.abs(Date.parse(`${now.replace(' ', 'T')}Z`) - Date.now())).toBeLessThan(60_000);
  });

  it('knows a broken unique key from another failure', async () => {
    await sql`CREATE TABLE portable_unique (name TEXT PRIMARY KEY, other TEXT UNIQUE)`.execute(db);
    await sql`INSERT INTO portable_unique (name, other) VALUES ('a', 'x')`.execute(db);
    const failureOf = (statement: ReturnType<typeof sql>) => statement.execute(db).then(() => undefined, (error: unknown) => error);
    expect(isUniqueViolation(await failureOf(sql`INSERT INTO portable_unique (name, other) VALUES ('a', 'y')`))).toBe(true);
    expect(isUniqueViolation(await failureOf(sql`INSERT INTO portable_unique (name, other) VALUES ('b', 'x')`))).toBe(true);
    expect(isUniqueViolation(await failureOf(sql`INSERT INTO no_such_table (name) VALUES ('c')`))).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed'))).toBe(false);
  });

  // SQLite's turns (BEGIN IMMEDIATE) are between processes: two connections of one process would block its one thread.
  // PostgreSQL has no global turn since the write locks (server/db/write-locks.ts): a read-then-write takes its own.
  it.runIf(testsOnPostgres())('makes transactions that take one write lock wait their turn: two that take the largest id + 1 never take the same', async () => {
    await sql`CREATE TABLE portable_ids (id INTEGER PRIMARY KEY, writer TEXT NOT NULL)`.execute(db);
    const other = openDatabase(databaseUrl);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of this test only
    const addNext = (on: Kysely<any>, writer: string) =>
      on.transaction().execute(async (trx) => {
        await takeWriteLock(trx, 'portable-sql test: ids');
        const { rows } = await sql<{ largest: number | null }>`SELECT MAX(id) AS largest FROM portable_ids`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sql`INSERT INTO portable_ids (id, writer) VALUES (${Number(rows[0]?.largest ?? 0) + 1}, ${writer})`.execute(trx);
      });
    try {
      await Promise.all(Array.from({ length: 6 }, (_, index) => addNext(index % 2 === 0 ? db : other.db, `writer ${index}`)));
    } finally {
      await other.close();
    }
    const { rows } = await sql<{ id: number }>`SELECT id FROM portable_ids ORDER BY id`.execute(db);
    expect(rows.map((row) => Number(row.id))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
