import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.ts';
import type { Database } from '../../server/db/tables.ts';
import { createEmptyDatabase, dropDatabase, testsOnPostgres } from '../support/postgres-test-databases.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, seedSlds, siteFolderNames } from './helpers.ts';

/**
 * First start (architecture "Contracts"): the database is created and seeded from the shipped sample content — on
 * SQLite a file (and its folder) in WAL mode, on PostgreSQL (integration-pg) an empty database; a second start on the
 * same database does not seed again.
 */
const onPostgres = testsOnPostgres();
/** PostgreSQL keeps no files beside its data: the package files' folder is named (SQLite's is beside its file). */
const filesDir = (): Record<string, string> => (onPostgres ? { FILES_DIR: join(dir, 'files') } : {});

/** Rows each table should hold after seeding: every seed file whose site exists in site-configs/. */
function expectedRows(): Record<string, number> {
  const seeds = seedSlds()
    .filter((sld) => siteFolderNames().includes(sld))
    .map((sld) => readSeed(sld));
  const sum = (pick: (seed: ReturnType<typeof readSeed>) => number) => seeds.reduce((total, seed) => total + pick(seed), 0);
  return {
    journal: sum((seed) => seed.journals.length),
    journal_column: sum((seed) => seed.columns.length),
    period: sum((seed) => seed.periods.length),
    article: sum((seed) => seed.articles.length),
    news: sum((seed) => seed.news.length),
    expert: sum((seed) => seed.experts.length),
    book: sum((seed) => seed.books.length),
    virtual_album: sum((seed) => seed.albums.length),
    album_item: sum((seed) => seed.albums.reduce((n, album) => n + album.items.length, 0)),
    media: sum((seed) => seed.media.length),
    hot_word: sum((seed) => seed.hotWords.length),
  };
}

async function countRows(databaseUrl: string, tables = Object.keys(expectedRows()) as (keyof Database)[]): Promise<Record<string, number>> {
  const { db, close } = openDatabase(databaseUrl);
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) counts[table] = (await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    return counts;
  } finally {
    await close();
  }
}

const optics = readConfig('optics', 'site.json').siteId as number;

let dir: string;
let databaseFile: string;
let databaseUrl: string;
let existedBefore: boolean;
let first: TestServer | undefined;
let second: TestServer | undefined;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-first-start-'));
  // A folder that does not exist yet: the server must create it.
  databaseFile = join(dir, 'data', 'nested', 'masthead.db');
  existedBefore = existsSync(databaseFile);
  databaseUrl = onPostgres ? createEmptyDatabase('first_start') : `file:${databaseFile}`;
  // JSON sample content only (the JATS articles' seeding is tested in server/seed and article-reader.test.ts).
  first = await startTestServer({ DATABASE_URL: databaseUrl, ...filesDir(), SAMPLE_ARTICLES: 'off' });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (onPostgres && databaseUrl) dropDatabase(databaseUrl);
});

describe('first start', () => {
  it.skipIf(onPostgres)('creates the database file (and its folder)', () => {
    expect(existedBefore).toBe(false);
    expect(existsSync(databaseFile)).toBe(true);
  });

  it.skipIf(onPostgres)('puts the database in WAL mode', () => {
    expect(existsSync(`${databaseFile}-wal`)).toBe(true);
    const sqlite = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    try {
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      sqlite.close();
    }
  });

  it('seeds every table from the sample content files', async () => {
    expect(await countRows(databaseUrl)).toEqual(expectedRows());
  });

  it('records the seed once', async () => {
    expect(await countRows(databaseUrl, ['seed_state'])).toEqual({ seed_state: 1 });
  });

  it('serves the seeded content', async () => {
    const { body } = await first!.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${optics}`);
    expect(body.status).toBe(0);
    expect((body.data as { articleCounts: number }).articleCounts).toBe(readSeed('optics').articles.length);
  });
});

describe('second start on the same database', () => {
  let statisticsBefore: unknown;

  it('does not seed twice: row counts are unchanged', async () => {
    statisticsBefore = (await first!.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${optics}`)).body.data;
    const before = await countRows(databaseUrl);
    await first!.close();
    first = undefined;

    second = await startTestServer({ DATABASE_URL: databaseUrl, ...filesDir(), SAMPLE_ARTICLES: 'off' });
    expect(await countRows(databaseUrl)).toEqual(before);
    expect(await countRows(databaseUrl)).toEqual(expectedRows());
  });

  it('answers the same statistics as before', async () => {
    const { body } = await second!.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${optics}`);
    expect(body.status).toBe(0);
    expect(body.data).toEqual(statisticsBefore);
  });
});
