import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Expression, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf, type DatabaseEngine } from '../../server/db/database-engine.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/open-database.ts';
import { inCodePointOrder, jsonValue, sqliteNullsOrder } from '../../server/db/portable-sql.ts';
import { tocEntryFromData } from '../../server/db/toc-entry.ts';
import { createTestDatabase, dropTestDatabase, testsOnPostgres } from '../support/postgres-test-databases.ts';

/**
 * The expressions the reader's queries spell per engine (server/db/portable-sql.ts, server/db/toc-entry.ts) give what
 * SQLite gives, on the engine this project runs (SQLite under `integration`, PostgreSQL under `integration-pg`).
 */
let folder = '';
let databaseUrl = '';
let handle: DatabaseHandle;
let engine: DatabaseEngine;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables of this test only
let db: Kysely<any>;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'masthead-reader-sql-'));
  // No template is seeded under this key: an empty database.
  databaseUrl = testsOnPostgres() ? createTestDatabase('portable reader sql', join(folder, 'files')) : `file:${join(folder, 'reader.db')}`;
  handle = openDatabase(databaseUrl);
  db = handle.db;
  engine = engineOf(db);
});
afterAll(async () => {
  await handle?.close();
  if (databaseUrl.startsWith('postgres')) dropTestDatabase(databaseUrl);
  rmSync(folder, { recursive: true, force: true });
});

const json = (value: string) => sql<string>`CAST(${value} AS TEXT)`;
const valueOf = async <T>(expression: Expression<T>): Promise<T> => (await sql<{ value: T }>`SELECT ${expression} AS value`.execute(db)).rows[0]!.value;

describe('portable SQL of the reader', () => {
  it('hands a JSON field over as the value it holds, as json_extract does', async () => {
    const stored = json('{"counts": {"references": 42, "label": "x"}, "pages": "12"}');
    expect(await valueOf(jsonValue(engine, stored, ['counts', 'references']))).toBe(42);
    expect(await valueOf(jsonValue(engine, stored, ['counts', 'label']))).toBe('x');
    expect(await valueOf(jsonValue(engine, stored, ['pages']))).toBe('12');
    expect(await valueOf(jsonValue(engine, stored, ['counts', 'missing']))).toBeNull();
  });

  it('orders nulls where SQLite does, and text by code point whatever the column’s collation', async () => {
    // On PostgreSQL a language's collation (ICU's root locale: `a` before `B`), as a database made with a locale has.
    const collation = engine === 'postgres' ? sql` COLLATE "und-x-icu"` : sql``;
    await sql`CREATE TABLE reader_order (id INTEGER PRIMARY KEY, day TEXT, name TEXT${collation} NOT NULL)`.execute(db);
    const rows = [
      [1, '2025-03-01', 'b'],
      [2, null, 'B'],
      [3, '2024-01-01', 'a'],
      [4, '2026-12-31', '中'],
      [5, null, 'é'],
      [6, '2025-03-02', 'A'],
    ];
    for (const [id, day, name] of rows) await sql`INSERT INTO reader_order (id, day, name) VALUES (${id}, ${day}, ${name})`.execute(db);
    const ids = async (direction: 'asc' | 'desc') =>
      (await db.selectFrom('reader_order').select('id').orderBy(sql`day`, sqliteNullsOrder(engine, direction)).orderBy('id').execute()).map((row) => Number(row.id));
    expect(await ids('asc')).toEqual([2, 5, 3, 1, 6, 4]);
    expect(await ids('desc')).toEqual([4, 6, 1, 3, 2, 5]);
    const names = await db.selectFrom('reader_order').select('name').orderBy(inCodePointOrder(engine, sql.ref('name'))).execute();
    expect(names.map((row) => row.name)).toEqual(['A', 'B', 'a', 'b', 'é', '中']);
  });

  it('builds a table of contents entry from an article’s JSON as the stored entry reads', async () => {
    await sql`CREATE TABLE article (id INTEGER PRIMARY KEY, data TEXT NOT NULL)`.execute(db);
    const articles = [
      { title: '光学', enTitle: 'Optics', firstPageNum: '12', lastPageNum: 19, pdfUrl: '/a.pdf', authors: [{ name: '王', enName: 'Wang', extra: 1 }, { name: 'Li' }], other: true },
      { title: 'No authors', enTitle: null, firstPageNum: 'e04490' },
      { title: 'Empty authors', authors: [] },
    ];
    for (const [index, article] of articles.entries()) await sql`INSERT INTO article (id, data) VALUES (${index + 1}, ${JSON.stringify(article)})`.execute(db);
    const { rows } = await sql<{ entry: string }>`SELECT ${tocEntryFromData(engine)} AS entry FROM article ORDER BY id`.execute(db);
    expect(rows.map((row) => JSON.parse(row.entry))).toEqual([
      { title: '光学', enTitle: 'Optics', firstPageNum: '12', lastPageNum: 19, pdfUrl: '/a.pdf', authors: [{ name: '王', enName: 'Wang' }, { name: 'Li', enName: '' }] },
      { title: 'No authors', enTitle: '', firstPageNum: 'e04490', lastPageNum: '', pdfUrl: '', authors: [] },
      { title: 'Empty authors', enTitle: '', firstPageNum: '', lastPageNum: '', pdfUrl: '', authors: [] },
    ]);
  });
});
