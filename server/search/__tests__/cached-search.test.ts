import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { article } from '../../../schemas/content/article.ts';
import { searchRequest } from '../../../schemas/search/search-request.ts';
import { articleRow } from '../../db/article-row.ts';
import { noteContentWrite } from '../../db/content-version.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { Fts5SearchEngine } from '../fts5-search-engine.ts';
import { indexArticle } from '../index/index-article.ts';

let dir: string;
let server: DatabaseHandle;
let importer: DatabaseHandle;
const scope = { siteIds: [1], sldOf: () => 'one', language: 'en' as const };

async function importArticle(handle: DatabaseHandle, id: number, title: string) {
  const value = article.parse({ id, title, publicationId: 10, year: 2025, language: 'en', publishDate: '2025-01-01' });
  await handle.db.transaction().execute(async (trx) => {
    await trx.insertInto('article').values(articleRow(1, value)).execute();
    await indexArticle(trx, id);
    await noteContentWrite(trx);
  });
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'masthead-search-cache-'));
  const file = `file:${join(dir, 'masthead.db')}`;
  server = openDatabase(file);
  await migrateToLatest(server.db);
  await server.db.insertInto('journal').values({ id: 10, site_id: 1, data: JSON.stringify({ id: 10, publicationName: 'Journal' }) }).execute();
  await importArticle(server, 1, 'Fiber lasers at two microns');
  // A second connection stands for `npm run ingest` in another process.
  importer = openDatabase(file);
});
afterEach(async () => {
  await importer.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

it('a cached search sees an article imported by another process at once, not after the TTL', async () => {
  const engine = new Fts5SearchEngine(server.db, { cache: { maxEntries: 100, ttlMs: 3_600_000 } });
  const search = async () => (await engine.search(searchRequest.parse({ q: 'fiber' }), scope)).data;
  expect((await search()).totalElements).toBe(1);
  await importArticle(importer, 2, 'Fiber amplifiers');
  const after = await search();
  expect(after.totalElements).toBe(2);
  expect(after.content.map((hit) => hit.title.map((run) => run.text).join(''))).toContain('Fiber amplifiers');
});
