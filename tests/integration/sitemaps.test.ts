import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSitemapDocument, type SitemapDocumentEntry } from '../support/sitemap-document.ts';
import { sitemapSchemaErrors } from '../support/sitemap-schema.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed } from './helpers.ts';

/**
 * Issue 18: each site's sitemap, read with an XML parser as a crawler reads it, lists its journal pages, every issue's
 * table of contents, news and collections besides the home pages and articles, with the dates they changed, and every
 * address in it answers. A site's own domain answers its own sitemap; a Host no site names builds no address.
 */
const publicOrigin = 'https://journals.example.org';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', PUBLIC_ORIGIN: publicOrigin });
});
afterAll(async () => {
  await server?.close();
});

const fetchSitemap = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  const xml = await response.text();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  return parseSitemapDocument(xml);
};
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

describe.each(['optics', 'ecology'])('the %s sitemap', (sld) => {
  const seed = readSeed(sld);
  const header = readConfig(sld, 'header.json') as { defaultLanguage?: string };
  const lang = header.defaultLanguage ?? 'zh';
  let entries: SitemapDocumentEntry[];
  const entry = (path: string) => entries.find((candidate) => candidate.loc === `${server.url}/${sld}/${lang}/${path}`);

  beforeAll(async () => {
    const document = await fetchSitemap(`/${sld}/sitemap.xml`);
    expect(document.root).toBe('urlset');
    entries = document.entries;
  });

  it('lists the journal pages and each issue’s table of contents, dated by its publication', () => {
    expect(entry('about/')).toBeDefined();
    expect(entry('issues/')?.lastmod).toMatch(datePattern);
    for (const period of seed.periods) {
      const issue = entry(`issue/${period.year}/${period.issue}/`);
      expect(issue, `${period.year}/${period.issue}`).toBeDefined();
      expect(issue!.lastmod! >= (period.publishDate as string)).toBe(true);
    }
  });

  it('lists each news item and each collection with its date', () => {
    expect(seed.news.length).toBeGreaterThan(0);
    for (const news of seed.news) expect(entry(`newsDetails/${news.id as number}/`)?.lastmod).toBe(news.publishDate);
    expect(seed.albums.length).toBeGreaterThan(0);
    for (const album of seed.albums) expect(entry(`collections/${album.id as number}/`)?.lastmod).toBe(album.publishDate);
  });

  it('is valid against sitemaps.org’s XML Schema', async () => {
    const xml = await (await fetch(`${server.url}/${sld}/sitemap.xml`)).text();
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
  });

  it('lists every address once, each of them a page that answers 200', async () => {
    const addresses = entries.map(({ loc }) => loc);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.some((loc) => /\/article\/\d+\/$/.test(loc))).toBe(true);
    for (const loc of addresses) {
      expect(loc.startsWith(`${server.url}/${sld}/`), loc).toBe(true);
      const response = await fetch(loc);
      await response.text();
      expect(response.status, loc).toBe(200);
    }
    for (const { lastmod } of entries) if (lastmod !== undefined) expect(lastmod).toMatch(datePattern);
  });
});

describe('a site’s own domain', () => {
  const domain = (readConfig('ecology', 'site.json').domains as string[])[0]!;
  const onDomain = (url: string, host = domain) => server.app.inject({ url, headers: { host } });

  it('answers /sitemap.xml with that site’s pages at the domain’s addresses, each of which answers 200 there', async () => {
    const response = await onDomain('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    const { root, entries } = parseSitemapDocument(response.body);
    expect(root).toBe('urlset');
    expect(await sitemapSchemaErrors(response.body)).toEqual([]);
    const paths = entries.map(({ loc }) => {
      expect(loc.startsWith(`http://${domain}/`), loc).toBe(true);
      return loc.slice(`http://${domain}`.length);
    });
    const period = readSeed('ecology').periods[0]!;
    expect(paths).toContain(`/en/issue/${period.year}/${period.issue}/`);
    expect(paths).toContain(`/en/newsDetails/${readSeed('ecology').news[0]!.id as number}/`);
    for (const path of paths) expect((await onDomain(path)).statusCode, path).toBe(200);
  });

  it('names its sitemap in robots.txt', async () => {
    const robots = (await onDomain('/robots.txt')).body;
    expect(robots.split('\n').filter((line) => line.startsWith('Sitemap: '))).toEqual([`Sitemap: http://${domain}/sitemap.xml`]);
  });

  it('is matched whatever port the Host names', async () => {
    const response = await onDomain('/sitemap.xml', `${domain}:8443`);
    expect(response.statusCode).toBe(200);
    expect(parseSitemapDocument(response.body).entries[0]!.loc.startsWith(`http://${domain}:8443/`)).toBe(true);
  });
});

describe('a Host no site names', () => {
  const fromStranger = (url: string) => server.app.inject({ url, headers: { host: 'evil.example' } });

  it('has no /sitemap.xml of its own, and its pages’ sitemaps say PUBLIC_ORIGIN', async () => {
    const own = await fromStranger('/sitemap.xml');
    expect(own.statusCode).toBe(404);
    expect(own.body).not.toContain('evil.example');
    const shared = await fromStranger('/ecology/sitemap.xml');
    expect(shared.statusCode).toBe(200);
    const { entries } = parseSitemapDocument(shared.body);
    expect(entries.length).toBeGreaterThan(10);
    for (const { loc } of entries) expect(loc.startsWith(`${publicOrigin}/ecology/`), loc).toBe(true);
    expect((await fromStranger('/robots.txt')).body).not.toContain('evil.example');
  });
});
