import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article } from '../../../schemas/content/article.ts';
import { articleRow } from '../../db/article-row.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Database } from '../../db/tables.ts';
import { listArticles, type ArticleListOptions } from '../article-list.ts';

/** Article lists, each page chosen from an index alone (migration 0018), then only its articles read. */
const queries: CompiledQuery[] = [];
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }), log: (event) => void queries.push(event.query) });
const site = 7;
const issue: ArticleListOptions = { siteIds: [site], status: 'published', periodId: 70, order: 'desc', page: 0, size: 20 };

beforeAll(async () => {
  await migrateToLatest(db);
  await db.insertInto('journal').values({ id: 1, site_id: site, data: '{}' }).execute();
  await db.insertInto('journal_column').values([
    { id: 11, journal_id: 1, sort: 2, data: JSON.stringify({ name: '综述', enName: 'Reviews' }) },
    { id: 12, journal_id: 1, sort: 1, data: JSON.stringify({ name: '研究', enName: 'Research' }) },
  ]).execute();
  await db.insertInto('period').values({ id: 70, journal_id: 1, year: 2026, issue: '3', data: '{}' }).execute();
  // Pages as printed: "9" before "12"; the research column before the reviews; no column last.
  const entries = [
    { id: 101, columnId: 11, firstPageNum: '12' },
    { id: 102, columnId: 12, firstPageNum: '30' },
    { id: 103, columnId: 11, firstPageNum: '9' },
    { id: 104, columnId: null, firstPageNum: '1' },
    { id: 105, columnId: 12, firstPageNum: '4' },
  ];
  for (const entry of entries) {
    const row = articleRow(site, article.parse({ ...entry, publicationId: 1, periodId: 70, year: 2026, publishDate: '2026-03-01', title: `article ${entry.id}`, doi: `10.1000/a${entry.id}` }));
    await db.insertInto('article').values(row).execute();
  }
  // A row written by hand, without its table-of-contents entry: ordered by its JSON's first page.
  const handWritten = articleRow(site, article.parse({ id: 106, columnId: 12, firstPageNum: '10', publicationId: 1, periodId: 70, year: 2026, publishDate: '2026-03-01', title: 'by hand' }));
  await db.insertInto('article').values({ ...handWritten, toc_entry: null }).execute();
});
afterAll(() => db.destroy());

describe('an issue’s article list', () => {
  it('comes in table-of-contents order, a page at a time, with the total and the column names', async () => {
    const all = await listArticles(db, issue);
    expect(all.content.map(({ id }) => id)).toEqual([105, 106, 102, 103, 101, 104]);
    expect(all.content[0]).toMatchObject({ columnName: '研究', enColumnName: 'Research', title: 'article 105' });
    const second = await listArticles(db, { ...issue, page: 1, size: 4 });
    expect([second.content.map(({ id }) => id), second.totalElements, second.totalPages]).toEqual([[101, 104], 6, 2]);
    const past = await listArticles(db, { ...issue, page: 3, size: 4 });
    expect([past.content, past.totalElements]).toEqual([[], 6]);
  });

  it('chooses the page from the index alone, reading no article it does not show', async () => {
    expect(await plansOf({ ...issue, size: 2 })).toEqual([expect.stringMatching(/^SEARCH article USING COVERING INDEX article_issue_order /), expect.stringMatching(/^SEARCH article USING INTEGER PRIMARY KEY/)]);
  });
});

describe('a sorted article list', () => {
  it('comes by the sort, ties by id, within the window, with the total', async () => {
    await db.updateTable('article').set({ visits: 5 }).where('id', 'in', [102, 104]).execute();
    await db.updateTable('article').set({ publish_date: '2020-01-01' }).where('id', '=', 101).execute();
    const ranked = await listArticles(db, { siteIds: [site], status: 'published', sort: 'visits', order: 'desc', since: '2021-01-01', page: 0, size: 3 });
    expect([ranked.content.map(({ id }) => id), ranked.totalElements]).toEqual([[102, 104, 103], 5]);
  });

  it('chooses the page from the index alone too', async () => {
    const plans = await plansOf({ siteIds: [site], status: 'published', sort: 'downloads', order: 'asc', since: '2021-01-01', page: 0, size: 3 });
    expect(plans).toEqual([expect.stringMatching(/^SEARCH article USING COVERING INDEX article_list_order /), expect.stringMatching(/^SEARCH article USING INTEGER PRIMARY KEY/)]);
  });
});

/** How SQLite reads the article table for each statement of a list: its query plan's lines about `article`. */
async function plansOf(options: ArticleListOptions): Promise<string[]> {
  queries.length = 0;
  await listArticles(db, options);
  const made = [...queries];
  const plans: string[] = [];
  for (const query of made) {
    const { rows } = await db.executeQuery<{ detail: string }>({ ...query, sql: `EXPLAIN QUERY PLAN ${query.sql}` });
    plans.push(...rows.map(({ detail }) => detail).filter((detail) => /^SEARCH article |^SCAN article/.test(detail)));
  }
  return [...new Set(plans)];
}
