import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { article, type Article } from '../../../schemas/content/article.ts';
import { searchRequest, type SearchRequest } from '../../../schemas/search/search-request.ts';
import { searchClusters, searchResults } from '../../../schemas/search/search-results.ts';
import { articleRow } from '../../db/article-row.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { Fts5SearchEngine } from '../fts5-search-engine.ts';
import { indexArticle } from '../index/index-article.ts';
import { indexSiteContent } from '../index/index-site-content.ts';
import { ensureSearchIndex, rebuildSearchIndex } from '../index/rebuild-search-index.ts';
import { searchIndexVersion } from '../index/search-index-version.ts';
import { searchColumns } from '../search-columns.ts';
import type { SearchScope } from '../search-engine.ts';

let handle: DatabaseHandle;
let engine: Fts5SearchEngine;
const scope: SearchScope = { siteIds: [1], sldOf: (siteId) => (siteId === 1 ? 'one' : 'two'), language: 'en' };
const request = (query: Record<string, unknown>): SearchRequest => searchRequest.parse(query);
const titlesOf = async (query: Record<string, unknown>, within = scope) =>
  (await engine.search(request(query), within)).data.content.map((hit) => hit.title.map((run) => run.text).join(''));

const entry = (fields: Partial<z.input<typeof article>> & Pick<Article, 'id' | 'title'>): Article =>
  article.parse({ publicationId: 10, year: 2025, language: 'en', publishDate: '2025-01-01', ...fields });
const articles = [
  entry({ id: 1, title: 'Fiber lasers at two microns', keywords: ['fiber laser'], year: 2024, publishDate: '2024-03-01', visits: 5, periodId: 100, columnId: 20 }),
  entry({ id: 2, title: '光纤激光器的相位控制', enTitle: 'Phase control of fiber lasers', language: 'zh', authors: [{ name: '陈思远', enName: 'CHEN Siyuan' }], year: 2026, publishDate: '2026-01-10', visits: 50, openAccess: false, columnId: 21 }),
  entry({ id: 3, title: 'Drought and soil microbes', abstract: 'A laser scanner measured roots.', year: 2025, firstStatus: 2, visits: 20, pdfUrl: '/a.pdf' }),
  entry({ id: 4, title: 'Other site fiber', year: 2025 }),
];

beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  engine = new Fts5SearchEngine(handle.db);
  for (const site of [1, 2]) {
    await handle.db.insertInto('journal').values({ id: site * 10, site_id: site, data: JSON.stringify({ id: site * 10, publicationName: `Journal ${site}` }) }).execute();
  }
  await handle.db.insertInto('period').values({ id: 100, journal_id: 10, year: 2024, issue: '1', data: JSON.stringify({ id: 100, publicationId: 10, year: 2024, issue: '1' }) }).execute();
  for (const id of [20, 21]) await handle.db.insertInto('journal_column').values({ id, journal_id: 10, data: JSON.stringify({ id, publicationId: 10, name: `Column ${id}` }) }).execute();
  for (const value of articles) {
    const site = value.id === 4 ? 2 : 1;
    await handle.db.insertInto('article').values(articleRow(site, { ...value, publicationId: site * 10 })).execute();
  }
  await indexSiteContent(handle.db, 1);
  await indexSiteContent(handle.db, 2);
});
afterEach(async () => {
  await handle.close();
});

describe('the index', () => {
  it('has the columns the engine weighs, in the same order', async () => {
    const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info('search_fts')`.execute(handle.db);
    expect(rows.map((row) => row.name)).toEqual(searchColumns);
  });

  it('replaces an article’s documents when it is indexed again, and drops them when it is gone', async () => {
    await indexArticle(handle.db, 1);
    await indexArticle(handle.db, 1);
    expect(await titlesOf({ q: 'microns' })).toEqual(['Fiber lasers at two microns']);
    await handle.db.deleteFrom('article').where('id', '=', 1).execute();
    await indexArticle(handle.db, 1);
    expect(await titlesOf({ q: 'microns' })).toEqual([]);
  });

  it('is rebuilt on start when another scheme built it, or when it lost its documents', async () => {
    const logged: string[] = [];
    const logger = { info: (message: string) => logged.push(message) };
    await ensureSearchIndex(handle.db, logger);
    expect(logged).toHaveLength(1);
    await ensureSearchIndex(handle.db, logger);
    expect(logged).toHaveLength(1);
    await handle.db.updateTable('search_index_state').set({ version: searchIndexVersion - 1 }).execute();
    await ensureSearchIndex(handle.db, logger);
    expect(logged[1]).toMatch(/rebuilt with scheme \d+: 6 documents in \d+ ms/);
    await handle.db.deleteFrom('search_document').execute();
    await ensureSearchIndex(handle.db, logger);
    expect(logged).toHaveLength(3);
    expect(await rebuildSearchIndex(handle.db)).toBe(6);
  });
});

describe('Fts5SearchEngine.search', () => {
  it('finds English words by prefix, Chinese words inside titles, and only the scope’s sites', async () => {
    expect(await titlesOf({ q: 'fib' })).toHaveLength(2);
    expect(await titlesOf({ q: 'fib', precise: 1 })).toEqual([]);
    expect(await titlesOf({ q: '激光' })).toEqual(['光纤激光器的相位控制']);
    expect(await titlesOf({ q: 'phase control' })).toEqual(['Phase control of fiber lasers']);
    expect(await titlesOf({ q: 'fiber' }, { ...scope, siteIds: [2] })).toEqual(['Other site fiber']);
  });

  it('ranks title matches above abstract matches, and shows the reader’s language unless only the other matches', async () => {
    expect(await titlesOf({ q: 'laser' })).toEqual(['Fiber lasers at two microns', 'Phase control of fiber lasers', 'Drought and soil microbes']);
    expect(await titlesOf({ q: '光纤' })).toEqual(['光纤激光器的相位控制']);
  });

  it('limits a search to a field', async () => {
    expect(await titlesOf({ q: 'laser', field: 'resName_tic' })).toHaveLength(2);
    expect(await titlesOf({ q: 'laser', field: 'summary_tic' })).toEqual(['Drought and soil microbes']);
    expect(await titlesOf({ q: '陈思远', field: 'authors_tic' })).toHaveLength(1);
    expect(await titlesOf({ q: 'author:chen' })).toHaveLength(1);
  });

  it('filters', async () => {
    expect(await titlesOf({ q: 'laser', year: 2024 })).toEqual(['Fiber lasers at two microns']);
    expect(await titlesOf({ q: 'laser', oa: 1 })).toEqual(['Phase control of fiber lasers']);
    expect(await titlesOf({ q: 'laser', publicationType: 1 })).toEqual(['Drought and soil microbes']);
    expect(await titlesOf({ q: 'laser', publicationType: 0 })).toHaveLength(2);
    expect(await titlesOf({ q: 'laser', periodId: 100 })).toEqual(['Fiber lasers at two microns']);
    expect(await titlesOf({ q: 'laser', columnId: 21 })).toEqual(['Phase control of fiber lasers']);
    expect(await titlesOf({ q: 'laser', download: 1 })).toEqual(['Drought and soil microbes']);
    expect(await titlesOf({ q: 'laser', publicationId: 20 })).toEqual([]);
    expect(await titlesOf({ q: 'laser', type: 'news' })).toEqual([]);
  });

  it('sorts and pages', async () => {
    expect(await titlesOf({ q: 'laser', sort: 'visits' })).toEqual(['Phase control of fiber lasers', 'Drought and soil microbes', 'Fiber lasers at two microns']);
    expect(await titlesOf({ q: 'laser', sort: 'date', order: 'asc' })).toEqual(['Fiber lasers at two microns', 'Drought and soil microbes', 'Phase control of fiber lasers']);
    const second = (await engine.search(request({ q: 'laser', sort: 'visits', size: 2, page: 1 }), scope)).data;
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(second.content.map((hit) => hit.id)).toEqual([1]);
  });

  it('reads counters live from the article', async () => {
    await handle.db.updateTable('article').set({ visits: 999 }).where('id', '=', 1).execute();
    expect((await engine.search(request({ q: 'microns' }), scope)).data.content[0]).toMatchObject({ visits: 999, url: '/one/en/article/1' });
  });

  it('answers the schema’s shape, with the terms it looked for', async () => {
    const { data, problems } = await engine.search(request({ q: 'fiber AND laser NOT phase' }), scope);
    expect(searchResults.parse(data)).toEqual(data);
    expect(data.terms).toEqual(['fiber', 'laser']);
    expect(problems).toEqual([]);
  });

  it('answers an empty page, with the problem, when there is nothing to search for', async () => {
    for (const q of ['', '   ', 'NOT', '()', '"', '***', 'AND OR']) {
      const { data, problems } = await engine.search(request({ q }), scope);
      expect(data.content, q).toEqual([]);
      expect(problems.length, q).toBeGreaterThan(0);
    }
  });

  it('never fails on hostile input', async () => {
    const hostile = ['"unbalanced', 'a AND', '((((((laser', 'laser))))', 'NEAR(a b)', 'title:', '{title}: laser', 'laser*', '^laser', "'; DROP TABLE article; --", 'a\u0000b\u001bc', 'x'.repeat(10_000), 'laser '.repeat(1600), '('.repeat(500) + 'laser'];
    for (const q of hostile) {
      const { data } = await engine.search(request({ q }), scope);
      expect(Array.isArray(data.content), q.slice(0, 20)).toBe(true);
    }
  });

  it('tells an unknown field and searches every field', async () => {
    const { data, problems } = await engine.search(request({ q: 'microns', field: 'nope' }), scope);
    expect(data.totalElements).toBe(1);
    expect(problems[0]).toMatch(/Unknown search field "nope"/);
  });
});

describe('Fts5SearchEngine.clusters', () => {
  it('counts the whole filtered result set by year, journal, column, open access, publication type and kind', async () => {
    const { data } = await engine.clusters(request({ q: 'laser' }), scope);
    expect(searchClusters.parse(data)).toEqual(data);
    expect(data.years).toEqual([
      { value: '2026', label: '2026', count: 1 },
      { value: '2025', label: '2025', count: 1 },
      { value: '2024', label: '2024', count: 1 },
    ]);
    expect(data.publications).toEqual([{ value: '10', label: 'Journal 1', count: 3 }]);
    expect(data.columns.map((facet) => facet.label).sort()).toEqual(['Column 20', 'Column 21']);
    expect(data.openAccess).toEqual([
      { value: '0', label: 'Open access', count: 2 },
      { value: '1', label: 'Not open access', count: 1 },
    ]);
    expect(data.publicationTypes).toEqual([
      { value: '0', label: 'Formal publication', count: 2 },
      { value: '1', label: 'Online First', count: 1 },
    ]);
    expect(data.kinds).toEqual([{ value: 'article', label: 'Articles', count: 3 }]);
    const filtered = await engine.clusters(request({ q: 'laser', year: 2024 }), { ...scope, language: 'zh' });
    expect(filtered.data.years).toEqual([{ value: '2024', label: '2024', count: 1 }]);
    expect(filtered.data.kinds).toEqual([{ value: 'article', label: '论文', count: 1 }]);
  });
});

describe('Fts5SearchEngine.analyze', () => {
  it('gives the words a query looks for, as the index analyses them', async () => {
    expect(await engine.analyze('Fiber AND "Laser Pulses" NOT phase', 'article')).toEqual(['fiber', 'laser', 'pulses']);
    expect(await engine.analyze('ＬＡＳＥＲ', 'article')).toEqual(['laser']);
    expect(await engine.analyze('', 'article')).toEqual([]);
  });
});
