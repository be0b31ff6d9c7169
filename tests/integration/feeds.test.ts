import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { rawGetText, readConfig, readSeed, type Envelope, type Json } from './helpers.ts';

/**
 * The RSS and Atom feeds (issue 18) read as a feed reader reads them, with a real feed parser over HTTP: what each
 * lists is what the portal's own lists show, every item leads to a page that answers, hostile text stays text, and
 * what names nothing is a 4xx envelope.
 */

type Site = { siteId: number; sld: string; name: string; enName: string; defaultLanguage: string; domains: string[] };
const siteOf = (sld: string) => readConfig(sld, 'site.json') as Site;
const optics = siteOf('optics');
const ecology = siteOf('ecology');
const group = siteOf('sciencegroup');
const expired = siteOf('heritage');
const maintenance = siteOf('geoscience');
const publicOrigin = 'https://journals.example.org';

type Summary = { id: number; doi: string; title: string; enTitle: string };
type Toc = { period: { id: number; year: number; issue: string } | null; columns: { articles: Summary[] }[] };
type Period = { id: number; year: number; issue: string };

/** An article the test adds to optics, in an issue of its own: every field a reader sees is hostile. */
const hostileTitle = 'Photonic ]]> crystals ]]><script>alert("feed")</script> & R&amp;D <b>\'bold\'</b>';
const hostileAbstract = '<img src=x onerror=alert(1)> ]]> abstract & more';
const hostileAuthor = '<svg onload=alert(2)> Zhang & Li';
const hostilePeriod = { id: 1299, publicationId: 1001, year: 2020, issue: 'S1', periods: '', title: '', enTitle: '', coverUrl: '', publishDate: '2020-06-30' };
const hostileArticle = {
  id: 19901,
  doi: '10.3788/OF.HOSTILE.1',
  publicationId: 1001,
  periodId: hostilePeriod.id,
  columnId: 1101,
  language: 'zh',
  firstStatus: 0,
  year: 2020,
  title: hostileTitle,
  enTitle: hostileTitle,
  abstract: hostileAbstract,
  enAbstract: hostileAbstract,
  authors: [{ name: hostileAuthor, enName: hostileAuthor }],
  publishDate: '2020-06-30',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', PUBLIC_ORIGIN: publicOrigin });
  const { db, close } = openDatabase(server.databaseUrl);
  await db
    .insertInto('period')
    .values({
      id: hostilePeriod.id,
      journal_id: hostilePeriod.publicationId,
      year: hostilePeriod.year,
      issue: hostilePeriod.issue,
      publish_date: hostilePeriod.publishDate,
      data: JSON.stringify(hostilePeriod),
    })
    .execute();
  await db
    .insertInto('article')
    .values({
      id: hostileArticle.id,
      site_id: optics.siteId,
      journal_id: hostileArticle.publicationId,
      period_id: hostilePeriod.id,
      column_id: hostileArticle.columnId,
      doi: hostileArticle.doi,
      language: 'zh',
      first_status: 0,
      year: hostileArticle.year,
      publish_date: hostileArticle.publishDate,
      data: JSON.stringify(hostileArticle),
    })
    .execute();
  await close();
});
afterAll(async () => {
  await server?.close();
});

async function data<T>(path: string): Promise<T> {
  const { http, body } = await server.get(path);
  expect(http, path).toBe(200);
  return body.data as T;
}

/** A feed fetched and parsed; its reply's status and media type checked. */
async function feed(path: string, mediaType = path.startsWith('/rc-pub/front/atom') ? 'application/atom+xml' : 'application/rss+xml') {
  const response = await fetch(`${server.url}${path}`);
  const xml = await response.text();
  expect(response.status, `${path}: ${xml.slice(0, 200)}`).toBe(200);
  expect(response.headers.get('content-type')).toBe(`${mediaType}; charset=utf-8`);
  return { xml, feed: parseFeed(xml) };
}

const articleUrl = (site: Site, id: number, lang = site.defaultLanguage) => `${server.url}/${site.sld}/${lang}/article/${id}/`;
const itemId = (article: { id: number; doi: string }, site: Site) => (article.doi ? `https://doi.org/${article.doi}` : articleUrl(site, article.id));

/** Every item address a test read, to be fetched once at the end. */
const itemLinks = new Set<string>();
const remember = (urls: (string | null)[]) => urls.forEach((url) => url && itemLinks.add(url));

describe('issue feeds', () => {
  it.each([optics, ecology])("list each issue of $sld as its table of contents does, in RSS and Atom", async (site) => {
    const periods = await data<Period[]>(`/rc-pub/front/front-period/getPeriodTree?siteId=${site.siteId}&groupByYear=false`);
    expect(periods.length).toBeGreaterThan(1);
    for (const period of periods) {
      const toc = await data<Toc>(`/rc-pub/front/front-period/toc?siteId=${site.siteId}&periodId=${period.id}`);
      const articles = toc.columns.flatMap((column) => column.articles);
      for (const format of ['rss', 'atom']) {
        const { feed: read } = await feed(`/rc-pub/front/${format}?periodId=${period.id}&siteId=${site.siteId}`);
        expect(read.items.map((item) => item.url)).toEqual(articles.map((article) => articleUrl(site, article.id)));
        expect(read.items.map((item) => item.id)).toEqual(articles.map((article) => itemId(article, site)));
        expect(read.url).toBe(`${server.url}/${site.sld}/${site.defaultLanguage}/issue/${period.year}/${encodeURIComponent(period.issue)}/`);
        remember([read.url, ...read.items.map((item) => item.url)]);
      }
    }
  }, 60_000);

  it('answers the live address, ?periodId=currentIssue&siteId=N, with the newest issue', async () => {
    const [newest] = await data<Period[]>(`/rc-pub/front/front-period/getFirstTwoPeriods?siteId=${optics.siteId}`);
    const current = await feed(`/rc-pub/front/rss?periodId=currentIssue&siteId=${optics.siteId}`);
    const byId = await feed(`/rc-pub/front/rss?periodId=${newest!.id}&siteId=${optics.siteId}`);
    expect(current.feed.items.length).toBeGreaterThan(0);
    expect(current.feed.items.map((item) => item.id)).toEqual(byId.feed.items.map((item) => item.id));
    expect(current.feed.title).toContain(optics.name);
    expect(current.feed.language).toBe('zh-CN');
    // Each item: title, authors, date, abstract, as the article list has them.
    const listed = await data<{ content: (Summary & { abstract: string; authors: { name: string }[]; publishDate: string })[] }>(
      `/rc-pub/front/front-article/list?siteId=${optics.siteId}&periodId=${newest!.id}&size=100`,
    );
    for (const item of current.feed.items) {
      const article = listed.content.find((entry) => articleUrl(optics, entry.id) === item.url)!;
      expect(item.title).toBe(article.title);
      expect(item.description).toBe(article.abstract);
      expect(item.authors.map((author) => author.name)).toEqual(article.authors.map((author) => author.name));
      expect(item.published?.toISOString()).toBe(`${article.publishDate}T00:00:00.000Z`);
    }
    // …and the feed names itself, so a reader keeps the address it subscribed to.
    expect(current.xml).toContain(`<atom:link href="${server.url}/rc-pub/front/rss?periodId=currentIssue&amp;siteId=${optics.siteId}" rel="self"`);
  });

  it('speaks the language asked for: English titles and the English pages', async () => {
    const { feed: read } = await feed(`/rc-pub/front/atom?periodId=currentIssue&siteId=${optics.siteId}&lang=en`);
    const toc = await data<Toc>(`/rc-pub/front/front-period/toc?siteId=${optics.siteId}`);
    const articles = toc.columns.flatMap((column) => column.articles);
    expect(read.items.map((item) => item.title)).toEqual(articles.map((article) => article.enTitle || article.title));
    expect(read.items.map((item) => item.url)).toEqual(articles.map((article) => articleUrl(optics, article.id, 'en')));
    expect(read.title).toContain(optics.enName);
    remember(read.items.map((item) => item.url));
  });

  it('reads a group site as its first member, as its pages do', async () => {
    const member = await feed(`/rc-pub/front/rss?periodId=currentIssue&siteId=${optics.siteId}`);
    const viaGroup = await feed(`/rc-pub/front/rss?periodId=currentIssue&siteId=${group.siteId}`);
    expect(viaGroup.feed.items.map((item) => item.url)).toEqual(member.feed.items.map((item) => item.url));
  });
});

describe('the rolling feeds', () => {
  const ids = (list: { content: { id: number }[] }) => list.content.map(({ id }) => id);

  it.each([optics, ecology])('Online First of $sld lists the Online First articles, newest first', async (site) => {
    const listed = await data<{ content: Summary[] }>(`/rc-pub/front/front-article/list?siteId=${site.siteId}&status=onlineFirst&sort=publishDate&order=desc&size=50`);
    expect(listed.content.length).toBeGreaterThan(0);
    for (const format of ['rss', 'atom']) {
      const { feed: read } = await feed(`/rc-pub/front/${format}/onlineFirst?siteId=${site.siteId}`);
      expect(read.items.map((item) => item.url)).toEqual(ids(listed).map((id) => articleUrl(site, id)));
      expect(read.url).toBe(`${server.url}/${site.sld}/${site.defaultLanguage}/onlineFirst/`);
      remember([read.url, ...read.items.map((item) => item.url)]);
    }
  });

  it.each([optics, ecology])("each column of $sld lists the column's published articles, newest first", async (site) => {
    const columns = readSeed(site.sld).columns as (Json & { id: number; name: string })[];
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns) {
      const listed = await data<{ content: Summary[] }>(`/rc-pub/front/front-article/list?siteId=${site.siteId}&columnId=${column.id}&sort=publishDate&order=desc&size=50`);
      for (const format of ['rss', 'atom']) {
        const { feed: read } = await feed(`/rc-pub/front/${format}/column/${column.id}?siteId=${site.siteId}`);
        expect(read.items.map((item) => item.url)).toEqual(ids(listed).map((id) => articleUrl(site, id)));
        expect(read.title).toContain(column.name);
        remember(read.items.map((item) => item.url));
      }
    }
  });

  it.each([optics, ecology])('news of $sld lists its news, newest first, each at its page', async (site) => {
    const listed = await data<{ content: { id: number; title: string; enTitle: string }[] }>(`/rc-pub/front/news/list?siteId=${site.siteId}&size=50`);
    expect(listed.content.length).toBeGreaterThan(0);
    for (const format of ['rss', 'atom']) {
      const { feed: read } = await feed(`/rc-pub/front/${format}/news?siteId=${site.siteId}`);
      expect(read.items.map((item) => item.url)).toEqual(ids(listed).map((id) => `${server.url}/${site.sld}/${site.defaultLanguage}/newsDetails/${id}/`));
      remember([read.url, ...read.items.map((item) => item.url)]);
    }
    const tab = await feed(`/rc-pub/front/rss/news?siteId=${site.siteId}&tab=2`);
    const ofTab = await data<{ content: { id: number }[] }>(`/rc-pub/front/news/list?siteId=${site.siteId}&tab=2&size=50`);
    expect(tab.feed.items.map((item) => item.url)).toEqual(ids(ofTab).map((id) => `${server.url}/${site.sld}/${site.defaultLanguage}/newsDetails/${id}/`));
    remember([tab.feed.url]);
  });
});

describe('what a feed writes', () => {
  it.each(['rss', 'atom'])('keeps a hostile title, abstract and author as text (%s)', async (format) => {
    const { xml, feed: read } = await feed(`/rc-pub/front/${format}?periodId=${hostilePeriod.id}&siteId=${optics.siteId}`);
    expect(xml).not.toMatch(/<script|<img|<svg|<b>/);
    expect(read.items).toHaveLength(1);
    const [item] = read.items;
    expect(item!.title).toBe(hostileTitle);
    expect(item!.description).toBe(hostileAbstract);
    expect(item!.authors.map((author) => author.name)).toEqual([hostileAuthor]);
    expect(item!.id).toBe(`https://doi.org/${hostileArticle.doi}`);
    remember([item!.url]);
  });

  it("links to the site's own domain when read there, and to PUBLIC_ORIGIN when the Host is a stranger's", async () => {
    const path = `/rc-pub/front/rss/onlineFirst?siteId=${optics.siteId}`;
    const port = new URL(server.url).port;
    const own = await rawGetText(server.url, path, { host: `${optics.domains[0]}:${port}` });
    expect(own.http).toBe(200);
    expect(parseFeed(own.text).items[0]!.url).toMatch(new RegExp(`^http://${optics.domains[0]}:${port}/zh/article/\\d+/$`));
    const stranger = await rawGetText(server.url, path, { host: 'attacker.example' });
    expect(stranger.http).toBe(200);
    expect(parseFeed(stranger.text).items[0]!.url).toMatch(new RegExp(`^${publicOrigin}/optics/zh/article/\\d+/$`));
    expect(stranger.text).not.toContain('attacker.example');
  });
});

describe('what names nothing', () => {
  const cases: [string, string, number, number][] = [
    ['an unknown site', '/rc-pub/front/rss?periodId=currentIssue&siteId=999999', 404, 10001],
    ['no site at all', '/rc-pub/front/rss?periodId=currentIssue', 400, 40000],
    ['a malformed periodId', `/rc-pub/front/rss?periodId=latest&siteId=${optics.siteId}`, 400, 40000],
    ['a negative periodId', `/rc-pub/front/atom?periodId=-1&siteId=${optics.siteId}`, 400, 40000],
    ['an unknown issue', `/rc-pub/front/rss?periodId=987654&siteId=${optics.siteId}`, 404, 40400],
    ["another site's issue", `/rc-pub/front/atom?periodId=2201&siteId=${optics.siteId}`, 404, 40400],
    ["another site's column", `/rc-pub/front/rss/column/2101?siteId=${optics.siteId}`, 404, 40400],
    ['a malformed column id', `/rc-pub/front/atom/column/research?siteId=${optics.siteId}`, 400, 40000],
    ['a news tab that is none', `/rc-pub/front/rss/news?tab=9&siteId=${optics.siteId}`, 400, 40000],
    ['a language that is none', `/rc-pub/front/rss?lang=klingon&siteId=${optics.siteId}`, 400, 40000],
    ['an expired site', `/rc-pub/front/rss?periodId=currentIssue&siteId=${expired.siteId}`, 403, 10002],
    ['a site in maintenance', `/rc-pub/front/atom/news?siteId=${maintenance.siteId}`, 503, 10003],
  ];
  it.each(cases)('%s is answered with an envelope, never a feed or a 500', async (_what, path, httpStatus, status) => {
    const response = await fetch(`${server.url}${path}`);
    const body = (await response.json()) as Envelope;
    expect(response.status).toBe(httpStatus);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.status).toBe(status);
    expect(body.message).toEqual(expect.any(String));
    if (httpStatus === 503) expect(response.headers.get('retry-after')).toBe('3600');
  });

  it("lets nothing of an expired site's content out", async () => {
    const response = await fetch(`${server.url}/rc-pub/front/rss?periodId=3201&siteId=${expired.siteId}`);
    const text = await response.text();
    expect(response.status).toBe(403);
    for (const article of readSeed('heritage').articles as { title: string }[]) expect(text).not.toContain(article.title);
  });
});

describe('the addresses feeds link to', () => {
  it('every item, issue, list and news page a feed named answers 200', async () => {
    expect(itemLinks.size).toBeGreaterThan(40);
    const broken: string[] = [];
    for (const url of itemLinks) {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) broken.push(`${url} → ${response.status}`);
    }
    expect(broken).toEqual([]);
  }, 120_000);
});
