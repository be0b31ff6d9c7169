import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../integration/helpers.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * Issue 16, item 6: any unknown query key (`?cb=N`) made every request a fresh render past the page cache (62 against
 * 2,396 pages a second), and the Host header wrote canonical, hreflang and sitemap addresses.
 */
const article = '/ecology/en/article/doi/10.7554/eLife.02043';
const publicOrigin = 'https://journals.example.org';
const ecologyDomain = (readConfig('ecology', 'site.json').domains as string[])[0]!;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', PUBLIC_ORIGIN: publicOrigin });
});
afterAll(async () => {
  await server?.close();
});

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const alternatesOf = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g)].map((match) => match[1]!);

describe('query keys the page does not read', () => {
  it('cannot make every request a render: ?cb=1, ?cb=2 … are one cached page, which never shows them', async () => {
    const states: (string | null)[] = [];
    for (let n = 1; n <= 5; n++) {
      const response = await fetch(`${server.url}${article}?cb=${n}&utm_source=x${n}`);
      const html = await response.text();
      states.push(response.headers.get('x-page-cache'));
      expect(html).not.toMatch(/cb=\d|utm_source/);
    }
    expect(states.filter((state) => state === 'miss').length).toBeLessThanOrEqual(1);
    expect(states.slice(1)).toEqual(['hit', 'hit', 'hit', 'hit']);
  });

  it('still reads the ones the page needs (the site of a path without one)', async () => {
    const plain = await fetch(`${server.url}/en/article/doi/10.7554/eLife.02043?slds=ecology`);
    const html = await plain.text();
    expect(plain.status).toBe(200);
    expect(html).toContain('citation_doi');
  });
});

describe('the Host header', () => {
  const page = (host: string, path = article, headers: Record<string, string> = {}) => server.app.inject({ url: path, headers: { host, ...headers } });

  it('of a host no site names writes no address: canonical and alternates say PUBLIC_ORIGIN', async () => {
    const html = (await page('evil.example')).body;
    expect(canonicalOf(html)).toBe(`${publicOrigin}${article}`);
    expect(alternatesOf(html).length).toBeGreaterThan(1);
    for (const href of alternatesOf(html)) expect(href.startsWith(`${publicOrigin}/`)).toBe(true);
    expect(html).not.toContain('evil.example');
  });

  it('of a host no site names writes no address into sitemaps or robots.txt', async () => {
    const robots = (await page('evil.example', '/robots.txt')).body;
    const sitemap = (await page('evil.example', '/ecology/sitemap.xml')).body;
    expect(robots).toContain(`Sitemap: ${publicOrigin}/ecology/sitemap.xml`);
    for (const text of [robots, sitemap]) expect(text).not.toContain('evil.example');
    expect(sitemap).toContain(`<loc>${publicOrigin}/ecology/`);
  });

  it('that is a site’s configured domain is that site’s address', async () => {
    const html = (await page(ecologyDomain, '/en/home/')).body;
    expect(canonicalOf(html)).toBe(`http://${ecologyDomain}/en/home/`);
  });

  it('cannot make the server write https:// by claiming it, without a proxy it trusts', async () => {
    const html = (await page('127.0.0.1', article, { 'x-forwarded-proto': 'https' })).body;
    expect(canonicalOf(html)).toBe(`http://127.0.0.1${article}`);
  });
});
