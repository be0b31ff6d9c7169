import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig } from './helpers.ts';

/**
 * The relevance test set (tests/fixtures/search/relevance.json): each query through the real search API over the
 * seeded sample content, its expected results among the first k hits, what it must not find nowhere in its results.
 */

const selector = z.union([z.object({ id: z.number().int() }), z.object({ doi: z.string() }), z.object({ title: z.string() })]);
type Selector = z.infer<typeof selector>;
const relevanceQuery = z.object({
  name: z.string(),
  site: z.string(),
  type: z.string(),
  q: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  k: z.number().int().positive().default(3),
  expect: z.array(selector),
  notExpect: z.array(selector).default([]),
  total: z.number().int().nonnegative().optional(),
});
const relevanceSet = z.object({ queries: z.array(relevanceQuery).min(40) });
const { queries } = relevanceSet.parse(JSON.parse(readFileSync('tests/fixtures/search/relevance.json', 'utf8')));

type Hit = { kind: string; id: number; doi: string; title: { text: string }[] };
type Results = { content: Hit[]; totalElements: number };

/** Enough hits to look for what must not be found anywhere: the API's largest page. */
const pageSize = 100;

const titleOf = (hit: Hit) => hit.title.map((run) => run.text).join('');
function matches(hit: Hit, wanted: Selector): boolean {
  if ('id' in wanted) return hit.id === wanted.id;
  if ('doi' in wanted) return hit.doi.toLowerCase() === wanted.doi.toLowerCase();
  return titleOf(hit).includes(wanted.title);
}
const describeHits = (hits: Hit[]) => hits.map((hit) => `${hit.kind} ${hit.id} ${hit.doi} ${titleOf(hit).slice(0, 60)}`).join('\n');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('relevance test set', () => {
  it('has at least 40 queries, half of them Chinese', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
    expect(queries.filter((entry) => /\p{Script=Han}/u.test(entry.q)).length * 2).toBeGreaterThanOrEqual(queries.length);
  });

  it.each(queries)('$site $type “$q”: $name', async (entry) => {
    const siteId = readConfig(entry.site, 'site.json').siteId as number;
    const params = new URLSearchParams({ siteId: String(siteId), type: entry.type, q: entry.q, size: String(pageSize) });
    for (const [key, value] of Object.entries(entry.params)) params.set(key, String(value));
    const { body } = await server.get(`/rc-pub/front/search?${params}`);
    expect(body.status, body.message).toBe(0);
    const results = body.data as Results;
    const top = results.content.slice(0, entry.k);
    for (const wanted of entry.expect) {
      expect(top.some((hit) => matches(hit, wanted)), `${JSON.stringify(wanted)} in the first ${entry.k}:\n${describeHits(top)}`).toBe(true);
    }
    if (entry.notExpect.length > 0) expect(results.totalElements).toBeLessThanOrEqual(pageSize);
    for (const unwanted of entry.notExpect) {
      const found = results.content.filter((hit) => matches(hit, unwanted));
      expect(found, `${JSON.stringify(unwanted)} must not be found`).toEqual([]);
    }
    if (entry.total !== undefined) expect(results.totalElements, describeHits(results.content)).toBe(entry.total);
  });
});
