import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { article } from '../../../schemas/content/article.ts';
import { searchRequest } from '../../../schemas/search/search-request.ts';
import { articleRow } from '../../db/article-row.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { Fts5SearchEngine } from '../fts5-search-engine.ts';
import { indexSiteContent } from '../index/index-site-content.ts';
import type { SearchScope } from '../search-engine.ts';

/**
 * A search with more hits than the engine ranks as a whole (fts5-ranked-page.ts, fts5-sorted-walk.ts), on a bound
 * of 3 so that eight articles make a broad search: the newest candidates are ranked first, a sort walks its column's
 * order, and the totals stay exact.
 */

let handle: DatabaseHandle;
/** Ranks at most 3 hits as a whole. */
let bounded: Fts5SearchEngine;
/** Ranks every hit, as the default bound does for so few. */
let exact: Fts5SearchEngine;
const scope: SearchScope = { siteIds: [1], sldOf: () => 'one', language: 'en' };

type ArticleInput = Partial<z.input<typeof article>> & { id: number; title: string };
/**
 * Articles 1-8, indexed in id order (the newest documents are the last ones). The older ones match best: `laser` in
 * their title, several times; the newer ones in their abstract only. Visits and dates differ for every article; 6 is
 * of another year, 2 and 7 are not open access.
 */
const articles: ArticleInput[] = [
  { id: 1, title: 'Laser laser laser', visits: 40, publishDate: '2019-05-01' },
  { id: 2, title: 'Laser pulses', visits: 70, publishDate: '2024-02-01', openAccess: false },
  { id: 3, title: 'Fiber laser amplifiers', visits: 10, publishDate: '2021-07-01' },
  { id: 4, title: 'Soil microbes', abstract: 'A laser scanner measured roots.', visits: 80, publishDate: '2018-01-01' },
  { id: 5, title: 'Crop yields', abstract: 'Laser altimetry of fields, laser by laser.', visits: 20, publishDate: '2025-03-01' },
  { id: 6, title: 'River deltas', abstract: 'A laser measured the banks.', visits: 60, publishDate: '2020-09-01', year: 2020 },
  { id: 7, title: 'Lake ice', abstract: 'Laser ranging of ice and laser echoes.', visits: 30, publishDate: '2023-11-01', openAccess: false },
  { id: 8, title: 'Glacier flow', abstract: 'Seen by laser from above, over a long and winding survey of the valley.', visits: 50, publishDate: '2022-04-01' },
];

const idsOf = async (engine: Fts5SearchEngine, query: Record<string, unknown>) => {
  const { data } = await engine.search(searchRequest.parse({ size: 100, ...query }), scope);
  return { ids: data.content.map((hit) => hit.id), total: data.totalElements };
};

/** Every page of `size`, one after the other. */
async function pagedIds(engine: Fts5SearchEngine, query: Record<string, unknown>, size: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; page < 10; page += 1) {
    const { data } = await engine.search(searchRequest.parse({ ...query, size, page }), scope);
    ids.push(...data.content.map((hit) => hit.id));
    if (data.content.length < size) break;
  }
  return ids;
}

beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  await handle.db.insertInto('journal').values({ id: 10, site_id: 1, data: JSON.stringify({ id: 10, publicationName: 'Journal' }) }).execute();
  for (const fields of articles) {
    const value = article.parse({ publicationId: 10, year: 2025, language: 'en', ...fields });
    await handle.db.insertInto('article').values(articleRow(1, value)).execute();
  }
  await indexSiteContent(handle.db, 1);
  bounded = new Fts5SearchEngine(handle.db, { rankedCandidates: 3 });
  exact = new Fts5SearchEngine(handle.db);
});
afterEach(async () => {
  await handle.close();
});

describe('a search with more hits than are ranked', () => {
  it('ranks the newest candidates by relevance first, then the older hits by relevance, and counts every hit', async () => {
    const all = await idsOf(exact, { q: 'laser' });
    expect(all.total).toBe(8);
    const rank = (id: number) => all.ids.indexOf(id);
    const byRelevance = (ids: number[]) => [...ids].sort((a, b) => rank(a) - rank(b));
    expect(await idsOf(bounded, { q: 'laser' })).toEqual({ ids: [...byRelevance([6, 7, 8]), ...byRelevance([1, 2, 3, 4, 5])], total: 8 });
    // The best match overall is an old article: without the bound it comes first.
    expect(all.ids[0]).toBeLessThan(6);
  });

  it('gives every page of the same order, whichever side of the candidates it falls on', async () => {
    const whole = (await idsOf(bounded, { q: 'laser' })).ids;
    for (const size of [1, 2, 3, 5]) expect(await pagedIds(bounded, { q: 'laser' }, size), `size ${size}`).toEqual(whole);
  });

  it('ranks every hit of a search that finds no more than it ranks', async () => {
    expect(await idsOf(bounded, { q: 'title:laser' })).toEqual(await idsOf(exact, { q: 'title:laser' }));
    expect((await idsOf(bounded, { q: 'title:laser' })).total).toBe(3);
  });

  it('keeps the order of the query for a filtered search, the hits that fail left out, with the exact total', async () => {
    const unfiltered = (await idsOf(bounded, { q: 'laser' })).ids;
    const filtered = await idsOf(bounded, { q: 'laser', year: 2025 });
    expect(filtered).toEqual({ ids: unfiltered.filter((id) => id !== 6), total: 7 });
    expect(await pagedIds(bounded, { q: 'laser', year: 2025 }, 2)).toEqual(filtered.ids);
    // A filter found through its index (the year) and one looked up for each hit (access) together.
    const both = await idsOf(bounded, { q: 'laser', year: 2025, oa: 0 });
    expect(both).toEqual({ ids: (await idsOf(bounded, { q: 'laser' })).ids.filter((id) => ![2, 6, 7].includes(id)), total: 5 });
    // Without the bound, a filtered search ranks what passes as a whole.
    expect((await idsOf(exact, { q: 'laser', year: 2025 })).ids).not.toEqual(filtered.ids);
  });
});

describe('a column sort of a search with more hits than are ranked', () => {
  it('walks the column’s order: the same hits in the same order as sorting them all, either way, with the exact total', async () => {
    for (const sort of ['visits', 'date']) {
      for (const order of ['desc', 'asc']) {
        const query = { q: 'laser', sort, order };
        const expected = await idsOf(exact, query);
        expect(expected.ids, `${sort} ${order}`).toHaveLength(8);
        expect(await idsOf(bounded, query), `${sort} ${order}`).toEqual(expected);
        expect(await pagedIds(bounded, query, 3), `${sort} ${order}`).toEqual(expected.ids);
      }
    }
    expect((await idsOf(bounded, { q: 'laser', sort: 'visits' })).ids).toEqual([4, 2, 6, 8, 1, 7, 5, 3]);
  });

  it('orders ties in the column by id', async () => {
    await handle.db.updateTable('article').set({ visits: 5 }).execute();
    expect((await idsOf(bounded, { q: 'laser', sort: 'visits' })).ids).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await idsOf(bounded, { q: 'laser', sort: 'visits', order: 'asc' })).ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
