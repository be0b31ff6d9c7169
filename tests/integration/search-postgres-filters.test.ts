import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchKinds, searchRequest } from '../../schemas/search/search-request.ts';
import { migrations } from '../../server/db/migrate.ts';
import { PostgresSearchEngine } from '../../server/search/postgres/postgres-search-engine.ts';
import { postgresSearchFixture } from '../support/postgres-search-fixture.ts';

/**
 * PostgreSQL's search filters and facets read the copy of each document's filter columns in its search_text row
 * (migration 0032): the copy must be what the document says, and a filtered search find exactly the hits whose
 * documents pass. Nothing of it on SQLite (the integration project).
 */

const fixture = postgresSearchFixture();
const { ecology, scope, onPostgres } = fixture;

/** search_text rows whose copied columns differ from their document's, and rows of either table without the other. */
async function copiesAstray(): Promise<number> {
  const { rows } = await sql<{ astray: number }>`
    SELECT count(*) AS astray FROM search_text AS t FULL JOIN search_document AS d ON d.id = t.id
    WHERE t.id IS NULL OR d.id IS NULL
      OR (t.kind, t.article_id, t.publication_id, t.column_id, t.period_id, t.year, t.open_access, t.first_status, t.has_pdf)
        IS DISTINCT FROM (d.kind, d.article_id, d.publication_id, d.column_id, d.period_id, d.year, d.open_access, d.first_status, d.has_pdf)`.execute(fixture.db);
  return Number(rows[0]!.astray);
}

async function allHits(params: Record<string, unknown>): Promise<{ total: number; ids: number[] }> {
  const engine = new PostgresSearchEngine(fixture.db);
  const { data } = await engine.search(searchRequest.parse({ type: 'article', size: 100, ...params }), scope);
  expect(data.totalElements).toBeLessThanOrEqual(100);
  return { total: data.totalElements, ids: data.content.map((hit) => hit.id).sort((a, b) => a - b) };
}

describe('search filters on PostgreSQL', () => {
  it('keeps each document’s filter columns in its search text, also when the migration fills them in', async (context) => {
    if (!onPostgres()) return context.skip();
    const documents = await fixture.db.selectFrom('search_document').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(documents.n)).toBeGreaterThan(10);
    expect(await copiesAstray()).toBe(0);
    const fillIn = migrations['0032-search-text-filters-postgres']!;
    await fillIn.down!(fixture.db);
    await fillIn.up(fixture.db);
    expect(await copiesAstray()).toBe(0);
  });

  it('finds exactly the hits whose documents pass each filter', async (context) => {
    if (!onPostgres()) return context.skip();
    const everyHit = await allHits({ q: 'the' });
    expect(everyHit.total).toBeGreaterThan(8);
    const documents = await fixture.db
      .selectFrom('search_document')
      .select(['ref_id', 'year', 'publication_id', 'open_access', 'first_status', 'period_id', 'has_pdf'])
      .where('kind', '=', 'article')
      .where('site_id', '=', ecology)
      .where('ref_id', 'in', everyHit.ids)
      .execute();
    const year = documents[0]!.year!;
    const journal = documents[0]!.publication_id!;
    const cases: [Record<string, unknown>, (document: (typeof documents)[number]) => boolean][] = [
      [{ oa: 0 }, (d) => d.open_access === 1],
      [{ oa: 1 }, (d) => d.open_access === 0],
      [{ year }, (d) => d.year === year],
      [{ publicationId: journal }, (d) => d.publication_id === journal],
      [{ publicationType: 1 }, (d) => d.first_status >= 1 && d.first_status <= 10],
      [{ publicationType: 0 }, (d) => d.period_id !== null || d.first_status === 0],
      [{ download: 1 }, (d) => d.has_pdf === 1],
    ];
    const kept = [];
    for (const [filter, passes] of cases) {
      const expected = documents.filter(passes).map((d) => d.ref_id).sort((a, b) => a - b);
      const found = await allHits({ q: 'the', ...filter });
      expect({ filter, ...found }).toEqual({ filter, total: expected.length, ids: expected });
      kept.push(expected.length);
    }
    // The sample tells the filters apart: some keep some of the hits, not all or none of them.
    expect(kept.some((n) => n > 0 && n < everyHit.total)).toBe(true);
  });

  it('counts the facets of every kind from the hits’ own rows, as their documents say', async (context) => {
    if (!onPostgres()) return context.skip();
    const engine = new PostgresSearchEngine(fixture.db);
    const hitsOf = new Map<string, number[]>();
    for (const kind of searchKinds) {
      const ids: number[] = [];
      for (let page = 0; ; page += 1) {
        const { data } = await engine.search(searchRequest.parse({ type: kind, q: 'the', size: 100, page }), scope);
        ids.push(...data.content.map((hit) => hit.id));
        if (ids.length >= data.totalElements || data.content.length === 0) break;
      }
      if (ids.length > 0) hitsOf.set(kind, ids);
    }
    // The sample has hits of a kind with articles and of one without (whose documents have no access or type).
    expect(hitsOf.get('article')?.length).toBeGreaterThan(0);
    expect([...hitsOf.keys()].some((kind) => !['article', 'figure', 'table'].includes(kind))).toBe(true);
    const tally = (values: (number | string | null)[]) => {
      const counts = new Map<string, number>();
      for (const value of values) if (value !== null) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
      return Object.fromEntries(counts);
    };
    const asCounts = (facets: { value: string; count: number }[]) => Object.fromEntries(facets.map((facet) => [facet.value, facet.count]));
    for (const [kind, ids] of hitsOf) {
      const documents = await fixture.db
        .selectFrom('search_document')
        .select(['year', 'publication_id', 'column_id', 'open_access', 'article_id'])
        .where('kind', '=', kind)
        .where('site_id', '=', ecology)
        .where('ref_id', 'in', ids)
        .execute();
      expect(documents).toHaveLength(ids.length);
      const { data } = await engine.clusters(searchRequest.parse({ type: kind, q: 'the' }), scope);
      const ofArticles = documents.filter((d) => d.article_id !== null);
      expect({ kind, years: asCounts(data.years), publications: asCounts(data.publications), columns: asCounts(data.columns), openAccess: asCounts(data.openAccess) }).toEqual({
        kind,
        years: tally(documents.map((d) => d.year)),
        publications: tally(documents.map((d) => d.publication_id)),
        columns: tally(documents.map((d) => d.column_id)),
        openAccess: tally(ofArticles.map((d) => (d.open_access === 1 ? 0 : 1))),
      });
      if (ofArticles.length === 0) expect(data.publicationTypes).toEqual([]);
      expect(asCounts(data.kinds)).toEqual(Object.fromEntries([...hitsOf].map(([other, hits]) => [other, hits.length])));
    }
  });
});
