import { describe, expect, it } from 'vitest';
import { searchRequest } from '../../schemas/search/search-request.ts';
import { searchDocument } from '../../server/search/index/search-document.ts';
import { insertDocuments } from '../../server/search/index/write-documents.ts';
import { PostgresSearchEngine } from '../../server/search/postgres/postgres-search-engine.ts';
import { postgresSearchFixture } from '../support/postgres-search-fixture.ts';

/**
 * PostgreSQL's bounded ranking of a broad search (server/search/postgres/pg-ranked-page.ts) over the seeded sample
 * content, with a bound of a few hits so the sample's common words are broad. On SQLite (the integration project)
 * there is nothing of it to test: its engine is FTS5's.
 */

const fixture = postgresSearchFixture();
const { ecology, scope, onPostgres } = fixture;

async function pages(engine: PostgresSearchEngine, params: Record<string, unknown>, count: number) {
  const found = [];
  for (let page = 0; page < count; page += 1) found.push((await engine.search(searchRequest.parse({ type: 'article', size: 4, page, ...params }), scope)).data);
  const hits = found.flatMap((page) => page.content);
  return { total: found[0]!.totalElements, ids: hits.map((hit) => hit.id), dates: hits.map((hit) => hit.publishDate), visits: hits.map((hit) => hit.visits) };
}

describe('a broad search on PostgreSQL', () => {
  it('ranks its newest hits first, then the older ones, every hit once on its pages, the total exact', async (context) => {
    if (!onPostgres()) return context.skip();
    const bounded = new PostgresSearchEngine(fixture.db, { rankedCandidates: 3 });
    const whole = new PostgresSearchEngine(fixture.db);
    const everyHit = await pages(whole, { q: 'the' }, 20);
    expect(everyHit.total).toBeGreaterThan(8);
    const broad = await pages(bounded, { q: 'the' }, 20);
    expect(broad.total).toBe(everyHit.total);
    expect(broad.ids).toHaveLength(everyHit.total);
    expect(new Set(broad.ids)).toEqual(new Set(everyHit.ids));
    // The three candidates are the newest documents found: each of them comes before each older one.
    const newest = (await fixture.db.selectFrom('search_document').select('ref_id').where('kind', '=', 'article').where('site_id', '=', ecology).orderBy('id', 'desc').execute())
      .map((row) => row.ref_id)
      .filter((id) => everyHit.ids.includes(id))
      .slice(0, 3);
    expect(new Set(broad.ids.slice(0, 3))).toEqual(new Set(newest));
  });

  it('keeps its filters, and sorts by a column: every hit once, in the order of its values', async (context) => {
    if (!onPostgres()) return context.skip();
    const bounded = new PostgresSearchEngine(fixture.db, { rankedCandidates: 3 });
    const whole = new PostgresSearchEngine(fixture.db);
    const filtered = await pages(bounded, { q: 'the', oa: 0 }, 20);
    expect(new Set(filtered.ids)).toEqual(new Set((await pages(whole, { q: 'the', oa: 0 }, 20)).ids));
    expect(filtered.ids).toHaveLength(filtered.total);
    for (const [sort, key] of [
      ['date', 'dates'],
      ['visits', 'visits'],
    ] as const) {
      // Broad, the column's index is walked (pg-sorted-walk.ts); narrow, every hit is sorted: the same order of values.
      const walked = await pages(bounded, { q: 'the', sort }, 20);
      const sorted = await pages(whole, { q: 'the', sort }, 20);
      expect(walked.ids).toHaveLength(walked.total);
      expect(new Set(walked.ids)).toEqual(new Set(sorted.ids));
      expect(walked[key]).toEqual(sorted[key]);
      expect(walked[key]).toEqual([...walked[key]].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    }
  });

  it('finds the newest hits of a broad word wherever they are: spread evenly, or bunched among the oldest ids', async (context) => {
    if (!onPostgres()) return context.skip();
    // A site of its own (no sample content) over three buckets of ids (recency-buckets.ts): every document holds
    // `spread`, documents 1-30 and the last also `bunched`.
    const siteId = 4242;
    const last = 2_200;
    const documents = Array.from({ length: last }, (_, index) => {
      const n = index + 1;
      const words = n <= 30 || n === last ? 'spread bunched' : 'spread';
      return searchDocument({ kind: 'article', refId: n, siteId, title: `Document ${n}`, url: '', text: { title: [words] } });
    });
    await fixture.db.transaction().execute((trx) => insertDocuments(trx, documents));
    const own = { siteIds: [siteId], sldOf: () => 'own', language: 'en' as const };
    const bounded = new PostgresSearchEngine(fixture.db, { rankedCandidates: 4 });
    const page = async (q: string, number = 0) => (await bounded.search(searchRequest.parse({ type: 'article', size: 4, page: number, q }), own)).data;
    // Spread evenly: the newest four are the candidates, ranked first.
    const spread = await page('spread');
    expect(spread.totalElements).toBe(last);
    expect(new Set(spread.content.map((hit) => hit.id))).toEqual(new Set([last - 3, last - 2, last - 1, last]));
    // Bunched: one hit among the newest ids, the others among the oldest — still the newest four, then the older ones.
    const bunched = await page('bunched');
    expect(bunched.totalElements).toBe(31);
    expect(new Set(bunched.content.map((hit) => hit.id))).toEqual(new Set([28, 29, 30, last]));
    expect((await page('bunched', 1)).content.map((hit) => hit.id).every((id) => id < 28)).toBe(true);
  });
});
