import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../statement-cache.ts';

type Tables = { note: { id: number; text: string } };
let db: Kysely<Tables>;

afterEach(async () => {
  await db.destroy();
});

describe('Kysely over SQLite with each statement compiled once', () => {
  it('answers every query as before, the same text reusing its statement, across schema changes', async () => {
    const sqlite = new SQLite(':memory:');
    const prepared: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => (prepared.push(text), prepare(text))) as typeof sqlite.prepare;
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await sql`create table note (id integer primary key, text text not null)`.execute(db);
    for (const [id, text] of [[1, 'one'], [2, 'two'], [3, 'three']] as const) await db.insertInto('note').values({ id, text }).execute();
    const byId = (id: number) => db.selectFrom('note').selectAll().where('id', '=', id).executeTakeFirst();
    expect(await byId(2)).toEqual({ id: 2, text: 'two' });
    expect(await byId(3)).toEqual({ id: 3, text: 'three' });
    expect(prepared.filter((text) => text.startsWith('select'))).toHaveLength(1);
    expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1);

    // A column added after the statement was compiled shows up in its next answer.
    await sql`alter table note add column tag text not null default 'x'`.execute(db);
    expect(await byId(1)).toEqual({ id: 1, text: 'one', tag: 'x' });
  });

  it('keeps at most its limit of statements, compiling a forgotten one again', async () => {
    const sqlite = new SQLite(':memory:');
    let compiled = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => ((compiled += 1), prepare(text))) as typeof sqlite.prepare;
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, 2) }) });
    for (const n of [1, 2, 3, 1]) await sql`select ${sql.lit(n)} as n`.execute(db);
    expect(compiled).toBe(4);
    await sql`select 1 as n`.execute(db);
    expect(compiled).toBe(4);
  });
});
