import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { activeContentIn } from './support/active-content.ts';
import { hostileParameters, hostileQueries } from './support/hostile-queries.ts';
import { inBatches } from './support/raw-http.ts';

/**
 * Hostile searches (issue 16): every term of tests/security/support/hostile-queries.ts against the search API, its
 * facet counts, the analyze service and the search result page, and hostile parameter sets (negative and huge pages,
 * arrays and JSON where strings belong, prototype keys, broken percent-encoding) against the same. No answer may be a
 * server error; every API answer is the envelope — status 0 with data, or a non-zero status with a message — and every
 * page is HTML that runs no script the query put there.
 */

let server: TestServer;
let siteId: number;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
  siteId = server.store.bySld('optics')!.site.siteId;
});
afterAll(async () => {
  await server?.close();
});

type Outcome = { address: string; problem: string };
const tried: string[] = [];
const worked: Outcome[] = [];

/** What is wrong with an API answer, if anything: a server error, or a body that is not the envelope. */
function envelopeProblem(http: number, text: string): string | undefined {
  if (http >= 500) return `HTTP ${http}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${http}, not JSON: ${text.slice(0, 80)}`;
  }
  const { status, message, data } = (body ?? {}) as { status?: unknown; message?: unknown; data?: unknown };
  if (status === 0) return data === undefined ? 'status 0 without data' : undefined;
  if (typeof status !== 'number') return `no status: ${text.slice(0, 80)}`;
  return typeof message === 'string' && message !== '' ? undefined : `status ${status} without a message`;
}

async function attackApi(address: string): Promise<void> {
  tried.push(address);
  const response = await fetch(`${server.url}${address}`, { headers: { language: 'en' } });
  const problem = envelopeProblem(response.status, await response.text());
  if (problem) worked.push({ address: address.slice(0, 200), problem });
}

async function attackPage(address: string): Promise<void> {
  tried.push(address);
  const response = await fetch(`${server.url}${address}`);
  const html = await response.text();
  if (response.status >= 500) worked.push({ address: address.slice(0, 200), problem: `HTTP ${response.status}` });
  else if (response.status === 200 && activeContentIn(html).length > 0) worked.push({ address: address.slice(0, 200), problem: activeContentIn(html).join('; ') });
}

/** A term percent-encoded byte by byte; a lone surrogate (no UTF-8 of its own) as the bytes WTF-8 gives it. */
function encodeTerm(term: string): string {
  let encoded = '';
  for (const character of term) {
    const code = character.charCodeAt(0);
    const lone = character.length === 1 && code >= 0xd800 && code <= 0xdfff;
    encoded += lone ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('') : encodeURIComponent(character);
  }
  return encoded;
}

const apiAddresses = (query: string) => [
  `/rc-pub/front/search?siteId=${siteId}&type=article&${query}`,
  `/rc-pub/front/search?siteId=${siteId}&type=picture&${query}`,
  `/rc-pub/front/search/clusters?siteId=${siteId}&type=article&${query}`,
  `/rc-pub/front/search/analyze?${query}`,
  `/rc-pub/front/front-article/quickSearch?siteId=${siteId}&${query}`,
];
const pageAddresses = (query: string) => [`/article?type=1&index=-1&lang=en&slds=optics&${query}`];

describe('hostile search terms', () => {
  it(`${hostileQueries.length} terms against the search API, facets and analyze: a result or the error envelope, never 5xx`, async () => {
    expect(hostileQueries.length).toBeGreaterThanOrEqual(87);
    await inBatches(
      hostileQueries.flatMap((term) => apiAddresses(`q=${encodeTerm(term)}`)),
      8,
      attackApi,
    );
    expect(worked).toEqual([]);
  });

  it('the same terms on the search result page: HTML, never 5xx, nothing of the query run as script', async () => {
    await inBatches(
      hostileQueries.flatMap((term) => pageAddresses(`q=${encodeTerm(term)}`)),
      4,
      attackPage,
    );
    expect(worked).toEqual([]);
  });
});

describe('hostile search parameters', () => {
  it(`${hostileParameters.length} parameter sets against the API and the result pages`, async () => {
    await inBatches(hostileParameters.flatMap(apiAddresses), 8, attackApi);
    await inBatches(
      hostileParameters.flatMap((query) => [...pageAddresses(query), `/searchPublication?type=publication&searchType=singleSearch&index=0&lang=en&slds=optics&${query}`]),
      4,
      attackPage,
    );
    expect(worked).toEqual([]);
  });

  it('an address longer than the server reads is refused before the API, and not as a server error', async () => {
    const response = await fetch(`${server.url}/rc-pub/front/search?siteId=${siteId}&q=${'a'.repeat(100_000)}`);
    tried.push('a 100 000-character query');
    await response.arrayBuffer();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('reports what was tried', () => {
    console.info(`hostile queries: ${hostileQueries.length} terms, ${hostileParameters.length} parameter sets, ${tried.length} attacks tried / ${worked.length} worked`);
    expect(worked).toEqual([]);
  });
});
