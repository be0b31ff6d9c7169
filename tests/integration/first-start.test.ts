import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, seedSlds, siteFolderNames } from './helpers.ts';

/**
 * First start (architecture "Contracts"): the SQLite database is created and seeded from the shipped sample content,
 * in WAL mode; a second start on the same file does not seed again.
 */

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

function countRows(databaseFile: string): Record<string, number> {
  const sqlite = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      Object.keys(expectedRows()).map((table) => [table, (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n]),
    );
  } finally {
    sqlite.close();
  }
}

const optics = readConfig('optics', 'site.json').siteId as number;

let dir: string;
let databaseFile: string;
let existedBefore: boolean;
let first: TestServer | undefined;
let second: TestServer | undefined;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-first-start-'));
  // A folder that does not exist yet: the server must create it.
  databaseFile = join(dir, 'data', 'nested', 'masthead.db');
  existedBefore = existsSync(databaseFile);
  // JSON sample content only (the JATS articles' seeding is tested in server/seed and article-reader.test.ts).
  first = await startTestServer({ DATABASE_URL: `file:${databaseFile}`, SAMPLE_ARTICLES: 'off' });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('first start', () => {
  it('creates the database file (and its folder)', () => {
    expect(existedBefore).toBe(false);
    expect(existsSync(databaseFile)).toBe(true);
  });

  it('puts the database in WAL mode', () => {
    expect(existsSync(`${databaseFile}-wal`)).toBe(true);
    const sqlite = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    try {
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      sqlite.close();
    }
  });

  it('seeds every table from the sample content files', () => {
    expect(countRows(databaseFile)).toEqual(expectedRows());
  });

  it('records the seed once', () => {
    const sqlite = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    try {
      expect((sqlite.prepare('SELECT COUNT(*) AS n FROM seed_state').get() as { n: number }).n).toBe(1);
    } finally {
      sqlite.close();
    }
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
    const before = countRows(databaseFile);
    await first!.close();
    first = undefined;

    second = await startTestServer({ DATABASE_URL: `file:${databaseFile}`, SAMPLE_ARTICLES: 'off' });
    expect(countRows(databaseFile)).toEqual(before);
    expect(countRows(databaseFile)).toEqual(expectedRows());
  });

  it('answers the same statistics as before', async () => {
    const { body } = await second!.get(`/rc-pub/front/resource-statistics/getResourceCountsStatistic?siteId=${optics}`);
    expect(body.status).toBe(0);
    expect(body.data).toEqual(statisticsBefore);
  });
});
