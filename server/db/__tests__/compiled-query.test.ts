import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledQuery } from '../compiled-query.ts';

type Db = { thing: { id: number; kind: string; size: number } };
const compiled: string[] = [];
const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }), log: (event) => void compiled.push(event.query.sql) });

const things = compiledQuery((db: Kysely<Db>, shape: { kind: boolean; order: 'asc' | 'desc' }, values: { ids: number[]; kind: string; limit: number }) => {
  let query = db.selectFrom('thing').select(['id', 'kind']).where('id', 'in', values.ids);
  if (shape.kind) query = query.where('kind', '=', values.kind);
  return query.orderBy('id', shape.order).limit(values.limit);
});

beforeAll(async () => {
  await db.schema.createTable('thing').addColumn('id', 'integer', (column) => column.primaryKey()).addColumn('kind', 'text').addColumn('size', 'integer').execute();
  await db.insertInto('thing').values([1, 2, 3, 4, 5].map((id) => ({ id, kind: id % 2 ? 'odd' : 'even', size: id * 10 }))).execute();
});
afterAll(() => db.destroy());

describe('compiledQuery', () => {
  it('runs each call with its own values, compiling a shape once', async () => {
    compiled.length = 0;
    expect(await things(db, { kind: true, order: 'desc' }, { ids: [1, 2, 3], kind: 'odd', limit: 5 })).toEqual([{ id: 3, kind: 'odd' }, { id: 1, kind: 'odd' }]);
    expect(await things(db, { kind: true, order: 'desc' }, { ids: [2, 4, 5], kind: 'even', limit: 1 })).toEqual([{ id: 4, kind: 'even' }]);
    expect(await things(db, { kind: false, order: 'asc' }, { ids: [5, 4, 3], kind: 'ignored', limit: 2 })).toEqual([{ id: 3, kind: 'odd' }, { id: 4, kind: 'even' }]);
    expect(await things(db, { kind: false, order: 'asc' }, { ids: [5], kind: 'ignored', limit: 2 })).toEqual([{ id: 5, kind: 'odd' }]);
    // The same text for the same shape and list lengths: a new text for a new shape or length.
    expect(new Set(compiled).size).toBe(3);
  });

  it('refuses a query that reads a value to decide its SQL, and an undefined value', async () => {
    const reading = compiledQuery((db: Kysely<Db>, _shape: null, values: { limit: number }) => db.selectFrom('thing').select('id').limit(values.limit + 1));
    await expect(reading(db, null, { limit: 1 })).rejects.toThrow(/read the value "limit"/);
    await expect(things(db, { kind: true, order: 'asc' }, { ids: [1], kind: undefined as unknown as string, limit: 1 })).rejects.toThrow(/"kind" is undefined/);
  });
});
