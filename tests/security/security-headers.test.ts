import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * Issue 16, item 3: every response says what a browser may do with it. Before, none did: any page could be framed,
 * and an injected script would have run with the reader's `commonToken` in reach. Whether the pages keep working
 * under the policy is for the browser (tests/e2e/security/content-security-policy.test.ts); this checks the headers.
 */
const article = '/ecology/en/article/doi/10.7554/eLife.02043';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', TRUST_PROXY: '127.0.0.1, ::1', ADMIN_TOKEN: 'a-long-enough-admin-token-for-tests' });
});
afterAll(async () => {
  await server?.close();
});

const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';
const nonceInPolicy = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
const nonceInPage = (html: string) => /<script nonce="([^"]+)">window\.__MASTHEAD_PAGE__|<script nonce="([^"]+)">window\.__MASTHEAD_DEV__/.exec(html)?.slice(1).find(Boolean);

describe('headers on every kind of response', () => {
  const kinds = {
    'a page': '/ecology/en/home/',
    'an API reply': '/rc-pub/front/site/findBySld?sld=ecology',
    'an API refusal': '/rc-pub/no-such-endpoint',
    'a built asset': '/favicon.svg',
    'a missing asset': '/assets/none.js',
  };

  it.each(Object.entries(kinds))('%s may be framed only by our own pages, is not sniffed, and cuts its referrer', async (_kind, path) => {
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    const policy = policyOf(response);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('the script nonce', () => {
  it('is new for each page, and the page’s one inline script carries it', async () => {
    const [first, second] = await Promise.all([fetch(`${server.url}/ecology/en/home/`), fetch(`${server.url}/ecology/en/home/`)]);
    const pages = [await first.text(), await second.text()];
    const nonces = [nonceInPolicy(policyOf(first)), nonceInPolicy(policyOf(second))];
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(pages.map(nonceInPage)).toEqual(nonces);
    // Nothing else inline would run: every other script is a file of ours or data.
    for (const tag of pages[0]!.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/nonce=|src="\/|type="application\/(ld\+)?json"/);
  });

  it('of a cached page is the one its policy names, on the miss and on every hit', async () => {
    for (let round = 0; round < 3; round++) {
      const response = await fetch(`${server.url}${article}`);
      const html = await response.text();
      expect(response.headers.get('x-page-cache')).toBe(round === 0 ? 'miss' : 'hit');
      expect(nonceInPage(html)).toBe(nonceInPolicy(policyOf(response)));
    }
  });
});

describe('HSTS', () => {
  it('is sent when the reader came over https, through the proxy we trust', async () => {
    const response = await fetch(`${server.url}/ecology/en/home/`, { headers: { 'x-forwarded-proto': 'https' } });
    await response.arrayBuffer();
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('is not sent over plain http, nor when an untrusted client claims https', async () => {
    const plain = await fetch(`${server.url}/ecology/en/home/`);
    await plain.arrayBuffer();
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const claimed = await server.app.inject({ url: '/ecology/en/home/', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
