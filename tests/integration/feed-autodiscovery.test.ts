import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed } from './helpers.ts';

/**
 * Feed autodiscovery (issue 18): the server-rendered pages name their feeds in the head, `<link rel="alternate"
 * type="application/rss+xml">` and the Atom twin — the home page the current issue's (and its Online First and news
 * modules' feeds), a table of contents its own issue's, the news centre the news feed — and each named feed answers.
 */

type Site = { siteId: number; sld: string; name: string; enName: string };
const optics = readConfig('optics', 'site.json') as Site;
const ecology = readConfig('ecology', 'site.json') as Site;
const group = readConfig('sciencegroup', 'site.json') as Site;
const opticsPeriods = readSeed('optics').periods;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

type Discovered = { type: string; href: string; title: string };

/** The feed links in a page's head, relative to the server; the page must answer 200. */
async function feedLinksOf(path: string): Promise<Discovered[]> {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  expect(response.status, path).toBe(200);
  const document = await parseHtml(html);
  const links = [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"], link[rel="alternate"][type="application/atom+xml"]')];
  // None outside the head, where no reader looks.
  expect(document.body.querySelectorAll('link[type$="+xml"]')).toHaveLength(0);
  return links.map((link) => ({
    type: link.getAttribute('type')!,
    href: link.getAttribute('href')!.replace(server.url, ''),
    title: link.getAttribute('title') ?? '',
  }));
}

const pair = (rss: string, atom: string) => [
  ['application/rss+xml', rss],
  ['application/atom+xml', atom],
];
const hrefsOf = (links: Discovered[]) => links.map(({ type, href }) => [type, href]);

describe('feed autodiscovery', () => {
  it('the home page names the current issue at the live address, and its Online First and news feeds', async () => {
    const links = await feedLinksOf('/optics/zh/home/');
    expect(hrefsOf(links)).toEqual(
      expect.arrayContaining([
        ...pair(`/rc-pub/front/rss?periodId=currentIssue&siteId=${optics.siteId}`, `/rc-pub/front/atom?periodId=currentIssue&siteId=${optics.siteId}`),
        ...pair(`/rc-pub/front/rss/onlineFirst?siteId=${optics.siteId}`, `/rc-pub/front/atom/onlineFirst?siteId=${optics.siteId}`),
        ...pair(`/rc-pub/front/rss/news?siteId=${optics.siteId}`, `/rc-pub/front/atom/news?siteId=${optics.siteId}`),
      ]),
    );
    expect(links).toHaveLength(6);
    expect(links.every((link) => link.title.startsWith(`${optics.name} – `))).toBe(true);
  });

  it('a page in another language names the feeds in that language', async () => {
    const links = await feedLinksOf('/optics/en/home/');
    expect(hrefsOf(links)).toContainEqual(['application/rss+xml', `/rc-pub/front/rss?periodId=currentIssue&siteId=${optics.siteId}&lang=en`]);
    expect(links.every((link) => link.title.startsWith(`${optics.enName} – `))).toBe(true);
  });

  it("a home page without those modules names only the current issue's feed", async () => {
    const links = await feedLinksOf('/ecology/en/home/');
    expect(hrefsOf(links)).toEqual(pair(`/rc-pub/front/rss?periodId=currentIssue&siteId=${ecology.siteId}`, `/rc-pub/front/atom?periodId=currentIssue&siteId=${ecology.siteId}`));
  });

  it("a group's home page names its first member's feeds, as it shows its content", async () => {
    const links = await feedLinksOf('/sciencegroup/zh/home/');
    expect(hrefsOf(links)).toContainEqual(['application/rss+xml', `/rc-pub/front/rss?periodId=currentIssue&siteId=${optics.siteId}`]);
    expect(group.siteId).not.toBe(optics.siteId);
  });

  it.each(opticsPeriods.map((period) => [period.year, period.issue, period.id]))('the table of contents of %s/%s names that issue’s feed', async (year, issue, id) => {
    const links = await feedLinksOf(`/optics/zh/issue/${year}/${issue}/`);
    expect(hrefsOf(links)).toEqual(pair(`/rc-pub/front/rss?periodId=${id}&siteId=${optics.siteId}`, `/rc-pub/front/atom?periodId=${id}&siteId=${optics.siteId}`));
  });

  it('the news centre names the news feed, the Online First list its own', async () => {
    expect(hrefsOf(await feedLinksOf('/optics/zh/news/'))).toEqual(pair(`/rc-pub/front/rss/news?siteId=${optics.siteId}`, `/rc-pub/front/atom/news?siteId=${optics.siteId}`));
    expect(hrefsOf(await feedLinksOf('/ecology/en/onlineFirst/'))).toEqual(
      pair(`/rc-pub/front/rss/onlineFirst?siteId=${ecology.siteId}`, `/rc-pub/front/atom/onlineFirst?siteId=${ecology.siteId}`),
    );
  });

  it('a page that names nothing names no feed', async () => {
    const response = await fetch(`${server.url}/optics/zh/issue/1999/9/`);
    const document = await parseHtml(await response.text());
    expect(response.status).toBe(404);
    expect(document.head.querySelectorAll('link[type="application/rss+xml"]')).toHaveLength(0);
  });

  it('every feed a page names answers as the format it says, with items', async () => {
    const pages = ['/optics/zh/home/', '/optics/en/home/', '/ecology/en/home/', '/optics/zh/issue/2025/10/', '/optics/zh/news/', '/ecology/en/onlineFirst/'];
    const named = new Map<string, string>();
    for (const page of pages) for (const link of await feedLinksOf(page)) named.set(link.href, link.type);
    expect(named.size).toBeGreaterThanOrEqual(12);
    for (const [href, type] of named) {
      const response = await fetch(`${server.url}${href}`);
      const xml = await response.text();
      expect(response.status, href).toBe(200);
      expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
      expect(parseFeed(xml).items.length, href).toBeGreaterThan(0);
    }
  });
});
