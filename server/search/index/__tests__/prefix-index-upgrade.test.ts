import { Migrator, sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { article } from '../../../../schemas/content/article.ts';
import { searchRequest } from '../../../../schemas/search/search-request.ts';
import { articleRow } from '../../../db/article-row.ts';
import { migrateToLatest, migrations } from '../../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/open-database.ts';
import { Fts5SearchEngine } from '../../fts5-search-engine.ts';
import { ensureSearchIndex, rebuildSearchIndex } from '../rebuild-search-index.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const scope = { siteIds: [1], sldOf: () => 'one', language: 'zh' as const };

it('a database indexed before the prefix index (migration 0027) is indexed anew on the next start, and finds one character', async () => {
  handle = openDatabase('file::memory:');
  const { db } = handle;
  await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('0026-search-indexes');
  await db.insertInto('journal').values({ id: 10, site_id: 1, data: JSON.stringify({ id: 10, publicationName: 'Journal' }) }).execute();
  const value = article.parse({ id: 1, title: '光纤激光器', publicationId: 10, year: 2025, language: 'zh', publishDate: '2025-01-01' });
  await db.insertInto('article').values(articleRow(1, value)).execute();
  await rebuildSearchIndex(db);
  await db.updateTable('search_index_state').set({ version: 2 }).execute();

  await migrateToLatest(db);
  const { rows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'search_fts'`.execute(db);
  expect(rows[0]?.sql).toMatch(/prefix = '1'/);
  const engine = new Fts5SearchEngine(db);
  const titles = async (q: string) => (await engine.search(searchRequest.parse({ q }), scope)).data.content.map((hit) => hit.title.map((run) => run.text).join(''));
  // The migration empties the contentless index; the documents are still there, so only the scheme tells.
  expect(await titles('光')).toEqual([]);

  const logged: string[] = [];
  await ensureSearchIndex(db, { info: (message) => logged.push(message) });
  expect(logged).toEqual([expect.stringMatching(/of scheme 2 rebuilt with scheme 3: 2 documents/)]);
  expect(await titles('光')).toEqual(['光纤激光器']);
  expect(await titles('激光')).toEqual(['光纤激光器']);
});
