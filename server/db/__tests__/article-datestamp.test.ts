import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../migrate.ts';
import { openDatabase, type DatabaseHandle } from '../open-database.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const stampOf = async (id: number) => (await handle!.db.selectFrom('article').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).updated_at;
const utcSecond = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('article.updated_at, the datestamp harvesters see', () => {
  it('is set when an article is written, moves when what describes it changes, and stays when it is only counted', async () => {
    handle = openDatabase('file::memory:');
    await migrateToLatest(handle.db);
    const { db } = handle;
    await db.insertInto('journal').values({ id: 1, site_id: 1, data: '{}' }).execute();
    await db.insertInto('article').values({ id: 1, site_id: 1, journal_id: 1, language: 'en', year: 2026, data: '{"title":"A"}' }).execute();
    expect(await stampOf(1)).toMatch(utcSecond);

    await db.updateTable('article').set({ updated_at: '2001-02-03T04:05:06Z' }).where('id', '=', 1).execute();
    expect(await stampOf(1)).toBe('2001-02-03T04:05:06Z');
    await db.updateTable('article').set({ visits: sql`visits + 1`, downloads: sql`downloads + 1` }).where('id', '=', 1).execute();
    expect(await stampOf(1)).toBe('2001-02-03T04:05:06Z');
    await db.updateTable('article').set({ data: '{"title":"B"}' }).where('id', '=', 1).execute();
    const moved = await stampOf(1);
    expect(moved).toMatch(utcSecond);
    expect(moved > '2001-02-03T04:05:06Z').toBe(true);
  });

  it('is given to the articles of an older database: their import time, else the migration time', async () => {
    handle = openDatabase('file::memory:');
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateTo('0012-subscription-confirmation');
    await sql`INSERT INTO journal (id, site_id, data) VALUES (1, 1, '{}')`.execute(handle.db);
    await sql`INSERT INTO article (id, site_id, journal_id, language, year, data) VALUES (1, 1, 1, 'en', 2026, '{}'), (2, 1, 1, 'en', 2026, '{}')`.execute(handle.db);
    await sql`INSERT INTO article_content (article_id, language, data, updated_at) VALUES (1, 'en', '{}', '2020-05-06 07:08:09')`.execute(handle.db);
    await migrateToLatest(handle.db);
    expect(await stampOf(1)).toBe('2020-05-06T07:08:09Z');
    expect(await stampOf(2)).toMatch(utcSecond);
  });
});
