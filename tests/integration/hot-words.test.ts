import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig } from './helpers.ts';

/** Hot words are what readers search for (issue 18: they never changed, as searches were not recorded). */
const ecology = readConfig('ecology', 'site.json') as unknown as { siteId: number; sld: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

async function countOf(word: string): Promise<number> {
  const { body } = await server.get(`/rc-pub/front/hisSearch/hotWords?siteId=${ecology.siteId}&page=0&size=100`);
  return (body.data as { content: { word: string; count: number }[] }).content.find((entry) => entry.word === word)?.count ?? 0;
}

const search = (q: string, headers: Record<string, string> = {}) => server.get(`/rc-pub/front/search?siteId=${ecology.siteId}&q=${encodeURIComponent(q)}`, { headers });

describe('hot words', () => {
  it('count a search that finds something, once per reader and day, in one case', async () => {
    expect(await countOf('pollinator')).toBe(0);
    expect(((await search('Pollinator')).body.data as { totalElements: number }).totalElements).toBeGreaterThan(0);
    await search('pollinator');
    expect(await countOf('pollinator')).toBe(1);
  });

  it('count the searches readers make on the results page too', async () => {
    const before = await countOf('drought');
    const response = await fetch(`${server.url}/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'en', q: 'drought', slds: ecology.sld })}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(await countOf('drought')).toBe(before + 1);
  });

  it('leave out searches that find nothing, and queries that are not plain words', async () => {
    await search('zzqqxx');
    await search('title:(pollination)');
    const { body } = await server.get(`/rc-pub/front/hisSearch/hotWords?siteId=${ecology.siteId}&page=0&size=100`);
    const words = (body.data as { content: { word: string }[] }).content.map((entry) => entry.word);
    expect(words).not.toContain('zzqqxx');
    expect(words.some((word) => word.includes(':'))).toBe(false);
  });

  it('cannot be told who the reader is by a header from outside', async () => {
    const before = await countOf('species');
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect(((await search('species', { 'x-masthead-reader': address })).body.data as { totalElements: number }).totalElements).toBeGreaterThan(0);
    }
    expect(await countOf('species')).toBe(before + 1);
  });

  it('tell the readers of the results page apart, as they do readers of the API', async () => {
    // Behind a proxy the server believes, each reader arrives with an address of their own.
    const proxied = await startTestServer({ PAGES: 'on', TRUST_PROXY: '127.0.0.1', ADMIN_TOKEN: 'hot-words-token-0123456789' });
    try {
      const count = async () => {
        const { body } = await proxied.get(`/rc-pub/front/hisSearch/hotWords?siteId=${ecology.siteId}&page=0&size=100`);
        return (body.data as { content: { word: string; count: number }[] }).content.find((entry) => entry.word === 'drought')?.count ?? 0;
      };
      const before = await count();
      for (const reader of ['203.0.113.7', '203.0.113.8', '203.0.113.8']) {
        const response = await fetch(`${proxied.url}/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'en', q: 'drought', slds: ecology.sld })}`, { headers: { 'x-forwarded-for': reader } });
        expect(response.status).toBe(200);
        // Read to the end, or the server would wait for these connections when it closes.
        await response.arrayBuffer();
      }
      expect(await count()).toBe(before + 2);
    } finally {
      await proxied.close();
    }
  });
});
