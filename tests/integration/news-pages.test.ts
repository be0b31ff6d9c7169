import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoPage } from '../../schemas/content/info-page.ts';
import { articleSummary, newsSummary } from '../../schemas/content/list-items.ts';
import { multilingualArticle } from '../../schemas/content/multilingual-article.ts';
import { newsItem } from '../../schemas/content/news.ts';
import { page as pageSchema } from '../../schemas/page.ts';
import { conferenceArticleTypes } from '../../server/content/new-articles.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Json, type SeedFile } from './helpers.ts';

/**
 * News, information and composite pages, the catch-all menu routes and the standalone list pages (`/newLink1`,
 * `/newLeaguage`, `/newArticle`, `/homeNav`): their endpoints and their server-rendered pages over the seeded
 * content. Expected values come from the seed files, the sample configuration and the UI catalogues.
 */

type Site = { siteId: number; sld: string; name: string; enName: string; logo1: string; members?: string[] };
const siteOf = (sld: string) => readConfig(sld, 'site.json') as Site;
const optics = siteOf('optics');
const ecology = siteOf('ecology');
const group = siteOf('sciencegroup');

type MenuItem = { id: number; code: string; name: string; enName: string; enable: string; route?: string; url?: string; linkValue?: string; children?: MenuItem[] };
const menuOf = (sld: string) => (readConfig(sld, 'menu.json') as { items: MenuItem[] }).items;
const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flat(item.children ?? [])]);
const menuItem = (sld: string, id: number) => flat(menuOf(sld)).find((item) => item.id === id)!;

type SeedNews = Json & { id: number; tab: number; title: string; enTitle: string; publishDate: string; body: string[]; enBody: string[] };
type SeedSection = { title?: string; enTitle?: string; body?: string[]; enBody?: string[] };
type SeedPage = { menuId: number; sections: SeedSection[] };
type SeedArticle = Json & { id: number; title: string; enTitle?: string; language?: string; abstract?: string; enAbstract?: string; periodId?: number | null; firstStatus?: number; type?: string; publishDate?: string };

const opticsSeed = readSeed('optics');
const ecologySeed = readSeed('ecology');
const newsOf = (seed: SeedFile) => seed.news as SeedNews[];
const pagesOf = (seed: SeedFile) => (seed as unknown as { pages: SeedPage[] }).pages;
const articlesOf = (seed: SeedFile) => seed.articles as SeedArticle[];

const catalogue = (file: string) => JSON.parse(readFileSync(`runtime/i18n/locales/${file}.json`, 'utf8')) as Record<string, Record<string, unknown>>;
const en = catalogue('en');
const enText = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en) as string;

/** Newest first by publishDate, ties by id descending. */
const newestFirst = <T extends { id: number; publishDate?: string }>(list: T[]) =>
  [...list].sort((a, b) => String(b.publishDate ?? '').localeCompare(String(a.publishDate ?? '')) || b.id - a.id);
const ids = (list: readonly { id: unknown }[]) => list.map(({ id }) => id);

/** A conference paper the test adds to optics (the sample content has none). */
const conferencePaper: SeedArticle = {
  id: 19501,
  publicationId: (opticsSeed.journals[0] as { id: number }).id,
  periodId: null,
  columnId: null,
  firstStatus: 0,
  type: conferenceArticleTypes[0],
  year: 2026,
  title: '第九届光学前沿青年学者论坛报告摘要',
  enTitle: 'Abstracts of the 9th Optics Frontier Young Scholars Forum',
  language: 'zh',
  publishDate: '2026-05-20',
  authors: [],
};

let server: TestServer;
/** An enabled `item` of optics' menu whose page the tests delete (see beforeAll). */
const unwrittenId = 1306;

beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', SAMPLE_ARTICLES: 'off' });
  const { db, close } = openDatabase(server.databaseUrl);
  await db
    .insertInto('article')
    .values({
      id: conferencePaper.id,
      site_id: optics.siteId,
      journal_id: conferencePaper.publicationId as number,
      period_id: null,
      column_id: null,
      doi: '',
      language: 'zh',
      first_status: 0,
      year: conferencePaper.year as number,
      publish_date: conferencePaper.publishDate,
      data: JSON.stringify(conferencePaper),
    })
    .execute();
  // Every item of the sample menus has its page: this one's is taken away, for an item nobody wrote a page for.
  await db.deleteFrom('info_page').where('site_id', '=', optics.siteId).where('menu_id', '=', unwrittenId).execute();
  await close();
});
afterAll(async () => {
  await server?.close();
});

async function data<T = unknown>(path: string): Promise<T> {
  const { http, body } = await server.get(path);
  expect(http, JSON.stringify(body)).toBe(200);
  expect(body.status).toBe(0);
  return body.data as T;
}

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, document: await parseHtml(html) };
}

const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => node.textContent?.trim() ?? '');
const main = (document: Document) => document.querySelector('main')!;

describe('news/detail', () => {
  const url = (siteId: number, id: number | string) => `/rc-pub/front/news/detail?siteId=${siteId}&id=${id}`;

  it('answers each news item of the site with its body', async () => {
    for (const item of newsOf(opticsSeed)) {
      expect(newsItem.parse(await data(url(optics.siteId, item.id)))).toEqual(newsItem.parse(item));
    }
  });

  it('answers not found (404, status 40400) for an unknown id and for another site’s item; 400 for a bad id', async () => {
    const other = newsOf(ecologySeed)[0]!;
    for (const path of [url(optics.siteId, other.id), url(optics.siteId, 987654)]) {
      const { http, body } = await server.get(path);
      expect([http, body.status], path).toEqual([404, 40400]);
    }
    expect((await server.get(url(optics.siteId, 'abc'))).http).toBe(400);
  });
});

describe('channel/info', () => {
  const url = (siteId: number, id: number) => `/rc-pub/front/channel/info?siteId=${siteId}&id=${id}`;

  it('answers the seeded sections of a menu item’s page', async () => {
    for (const [site, seed] of [[optics, opticsSeed], [ecology, ecologySeed]] as const) {
      for (const seeded of pagesOf(seed).filter(({ menuId }) => site !== optics || menuId !== unwrittenId)) {
        expect(infoPage.parse(await data(url(site.siteId, seeded.menuId)))).toEqual(infoPage.parse(seeded));
      }
    }
  });

  it('answers no sections for an enabled item nobody wrote a page for', async () => {
    const unwritten = menuItem('optics', unwrittenId);
    expect([unwritten.enable, unwritten.code]).toEqual(['1', 'item']);
    expect(await data(url(optics.siteId, unwritten.id))).toEqual({ menuId: unwritten.id, sections: [] });
  });

  it('answers not found for a disabled item, an unknown id and another site’s item', async () => {
    const disabled = flat(menuOf('optics')).find((item) => item.enable !== '1')!;
    const others = pagesOf(ecologySeed)[0]!.menuId;
    for (const id of [disabled.id, 424242, others]) {
      const { http, body } = await server.get(url(optics.siteId, id));
      expect([http, body.status], String(id)).toEqual([404, 40400]);
    }
  });
});

describe('front-article/newArticle and front-article/multilingual', () => {
  const prePublication = (seed: SeedFile) =>
    articlesOf(seed).filter((a) => (a.periodId ?? null) === null && (a.firstStatus === -1 || ((a.firstStatus ?? 0) >= 1 && (a.firstStatus ?? 0) <= 10)));

  it('lists pre-publication articles (not in an issue, just accepted or Online First), newest first', async () => {
    for (const [site, seed] of [[optics, opticsSeed], [ecology, ecologySeed]] as const) {
      const list = pageSchema(articleSummary).parse(await data(`/rc-pub/front/front-article/newArticle?siteId=${site.siteId}`));
      const expected = newestFirst(prePublication(seed));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(list.content)).toEqual(ids(expected));
      expect(list).toMatchObject({ totalElements: expected.length, size: 20, number: 0 });
    }
  });

  it('lists conference papers by their article type', async () => {
    const list = pageSchema(articleSummary).parse(await data(`/rc-pub/front/front-article/newArticle?siteId=${optics.siteId}&kind=conference`));
    expect(ids(list.content)).toEqual([conferencePaper.id]);
    const none = pageSchema(articleSummary).parse(await data(`/rc-pub/front/front-article/newArticle?siteId=${ecology.siteId}&kind=conference`));
    expect(none.totalElements).toBe(0);
    expect((await server.get(`/rc-pub/front/front-article/newArticle?siteId=${optics.siteId}&kind=poster`)).http).toBe(400);
  });

  it('lists the articles whose abstract is written in Chinese and English', async () => {
    const bilingual = (seed: SeedFile) => articlesOf(seed).filter((a) => (a.language ?? 'zh') !== 'en' && a.abstract?.trim() && a.enAbstract?.trim());
    const list = pageSchema(multilingualArticle).parse(await data(`/rc-pub/front/front-article/multilingual?siteId=${optics.siteId}&size=100`));
    const expected = newestFirst(bilingual(opticsSeed));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(list.content)).toEqual(ids(expected));
    expect(list.content.every((article) => JSON.stringify(article.abstractLanguages) === JSON.stringify(['zh', 'en']))).toBe(true);
    // Every ecology article is English only.
    expect(bilingual(ecologySeed)).toEqual([]);
    expect((await data<{ totalElements: number }>(`/rc-pub/front/front-article/multilingual?siteId=${ecology.siteId}`)).totalElements).toBe(0);
  });
});

describe('news pages', () => {
  const tabNames = en.blocks!.newsTabs as Record<string, string>;
  const enTitlesOfTab = (seed: SeedFile, tab: number) => newestFirst(newsOf(seed).filter((item) => item.tab === tab)).map((item) => item.enTitle || item.title);

  it('/{sld}/{lang}/news/ shows the four tabs as links, the first one current, and its news', async () => {
    const { status, document, html } = await page('/optics/en/news/');
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([enText('news.heading')]);
    expect(html).toContain(`<title>${enText('news.heading')} – ${optics.enName}</title>`);
    const tabs = document.querySelectorAll(`nav[aria-label="${enText('news.tabsLabel')}"] a`);
    expect(texts(tabs)).toEqual(['1', '2', '3', '4'].map((tab) => tabNames[tab]));
    expect([...tabs].map((tab) => tab.getAttribute('href'))).toEqual(['/optics/en/news/1/', '/optics/en/news/2/', '/optics/en/news/3/', '/optics/en/news/4/']);
    expect(tabs[0]!.getAttribute('aria-current')).toBe('page');
    expect(texts(main(document).querySelectorAll('h2 a'))).toEqual(enTitlesOfTab(opticsSeed, 1));
  });

  it('/{sld}/{lang}/news/{tab}/ shows that tab', async () => {
    const { status, document } = await page('/optics/en/news/4/');
    expect(status).toBe(200);
    expect(document.querySelector('nav a[aria-current="page"]')!.textContent).toBe(tabNames['4']);
    expect(texts(main(document).querySelectorAll('h2 a'))).toEqual(enTitlesOfTab(opticsSeed, 4));
  });

  it('/news with the menu’s query shows the item’s tab under its name, on the sld’s site', async () => {
    const announcements = menuItem('optics', 1402);
    const { status, document } = await page(`/news?type=2&code=news&columnName=x&columnId=2&childId=${announcements.id}&slds=optics&lang=en`);
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([announcements.enName]);
    expect(texts(main(document).querySelectorAll('h2 a'))).toEqual(enTitlesOfTab(opticsSeed, 2));
    const links = [...main(document).querySelectorAll('h2 a')].map((link) => link.getAttribute('href'));
    expect(links.every((href) => href?.startsWith('/optics/en/newsDetails/'))).toBe(true);
    const tabHref = document.querySelector(`nav[aria-label="${enText('news.tabsLabel')}"] a`)!.getAttribute('href')!;
    expect(new URL(tabHref, server.url).searchParams.get('type')).toBe('1');
    expect(new URL(tabHref, server.url).searchParams.get('slds')).toBe('optics');
  });

  it('/{lang}/newsInfo/{id}/{activeId}/ shows the item’s news centre on that tab; an unknown item is a 404', async () => {
    const updates = menuItem('optics', 1403);
    const { status, document } = await page(`/optics/en/newsInfo/${updates.id}/2/`);
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([updates.enName]);
    expect(document.querySelector('nav a[aria-current="page"]')!.getAttribute('href')).toBe(`/optics/en/newsInfo/${updates.id}/2/`);
    expect(texts(main(document).querySelectorAll('h2 a'))).toEqual(enTitlesOfTab(opticsSeed, 3));
    expect((await page('/optics/en/newsInfo/777777/0/')).status).toBe(404);
  });

  it('/{lang}/newsDetails/{id}/ shows the item: title, date in the reader’s language, source, cover, body, visits', async () => {
    const item = newsOf(opticsSeed).find((entry) => entry.coverUrl)! as SeedNews & { coverUrl: string; source: string; visits: number };
    const { status, document, html } = await page(`/optics/zh/newsDetails/${item.id}/`);
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([item.title]);
    expect(html).toContain(`<title>${item.title} – ${optics.name}</title>`);
    const time = main(document).querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(item.publishDate);
    expect(time.textContent).toBe(new Intl.DateTimeFormat('zh-CN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${item.publishDate}T00:00:00Z`)));
    expect(main(document).textContent).toContain(item.source);
    expect(main(document).textContent).toContain(String(item.visits));
    const cover = main(document).querySelector('img')!;
    expect(cover.getAttribute('src')).toBe(item.coverUrl);
    expect(cover.getAttribute('alt')).toContain(item.title);
    const paragraphs = texts(main(document).querySelectorAll('article p'));
    for (const paragraph of item.body) expect(paragraphs).toContain(paragraph);
  });

  it('answers 404 for an unknown news id, another site’s news and an id that is not a number', async () => {
    for (const path of ['/optics/en/newsDetails/987654/', `/optics/en/newsDetails/${newsOf(ecologySeed)[0]!.id}/`, '/optics/en/newsDetails/abc/', '/optics/en/newsDetails/']) {
      const { status, document } = await page(path);
      expect(status, path).toBe(404);
      // The page says so, with its one heading and the way home.
      expect(texts(document.querySelectorAll('h1')), path).toEqual([`404 · ${enText('errors.routerNotFound')}`]);
      expect(main(document).textContent).toContain(enText('errors.notFound'));
    }
  });
});

describe('information pages', () => {
  const sectionTitles = (seeded: SeedPage) => seeded.sections.map((section) => section.enTitle || section.title || '').filter(Boolean);

  it('/{lang}/info/{id}/ shows the item’s name and its sections', async () => {
    const seeded = pagesOf(opticsSeed).find((entry) => entry.sections.length > 1)!;
    const item = menuItem('optics', seeded.menuId);
    const { status, document, html } = await page(`/optics/en/info/${item.id}/`);
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([item.enName]);
    expect(html).toContain(`<title>${item.enName} – ${optics.enName}</title>`);
    expect(texts(main(document).querySelectorAll('h2'))).toEqual(sectionTitles(seeded));
    const paragraphs = texts(main(document).querySelectorAll('p'));
    for (const section of seeded.sections) for (const paragraph of section.enBody ?? []) expect(paragraphs).toContain(paragraph);
  });

  it('reaches an item by its route, also a route of two segments, in both route families', async () => {
    for (const item of flat(menuOf('optics')).filter((entry) => entry.route && entry.enable === '1')) {
      const seeded = pagesOf(opticsSeed).find((entry) => entry.menuId === item.id)!;
      for (const path of [`/optics/en/${item.route}/`, `/optics/${item.route}`]) {
        const { status, document } = await page(path);
        expect(status, path).toBe(200);
        expect(document.querySelectorAll('h1').length).toBe(1);
        if (path.includes('/en/')) expect(texts(main(document).querySelectorAll('h2'))).toEqual(sectionTitles(seeded));
      }
    }
    expect((await page('/ecology/en/open-access/')).status).toBe(200);
  });

  it('answers the menu’s /{code} link of a code with no rule of its own with that item’s page', async () => {
    const item = flat(menuOf('optics')).find((entry) => entry.code === 'openData')!;
    const { status, document } = await page(`/${item.code}?columnId=${item.linkValue}&index=6&code=${item.code}&slds=optics&lang=en`);
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([item.enName]);
    expect((await page(`/${item.code}?code=somethingElse&lang=en`)).status).toBe(403);
  });

  it('shows "No data" for an item without page content', async () => {
    const unwritten = menuItem('optics', unwrittenId);
    const { status, document } = await page(`/optics/en/info/${unwritten.id}/`);
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([unwritten.enName]);
    expect(main(document).querySelector('[role="status"]')!.textContent).toBe(enText('common.noData'));
  });

  it('shows a page written in Chinese only with its language marked on an English page', async () => {
    const seeded = pagesOf(opticsSeed).find((entry) => entry.sections.every((section) => !(section.enBody ?? []).length))!;
    const item = menuItem('optics', seeded.menuId);
    const { document } = await page(`/optics/en/info/${item.id}/`);
    const heading = document.querySelector('h1')!;
    expect(heading.textContent).toBe(item.enName || item.name);
    expect(main(document).querySelector('p')!.closest('[lang]')!.getAttribute('lang')).toBe('zh-CN');
  });

  it('answers 404 for an unknown id, a disabled item, and a route no menu item has', async () => {
    const disabled = flat(menuOf('optics')).find((item) => item.enable !== '1')!;
    for (const path of ['/optics/en/info/424242/', `/optics/en/info/${disabled.id}/`, '/optics/en/info/', '/optics/en/authors/guide/extra/', '/en/issue/2026/1/extra/more/']) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it('/{lang}/newcomposite/{id}/ composes the item’s sections; an unknown id is a 404', async () => {
    const item = flat(menuOf('ecology')).find((entry) => entry.code === 'newComposite')!;
    const seeded = pagesOf(ecologySeed).find((entry) => entry.menuId === item.id)!;
    const { status, document } = await page(`/ecology/en/newcomposite/${item.id}/`);
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([item.enName]);
    expect(texts(main(document).querySelectorAll('h2'))).toEqual(sectionTitles(seeded));
    expect((await page('/ecology/en/newcomposite/9/')).status).toBe(404);
  });
});

describe('standalone list pages', () => {
  it('/newLink1 lists the footer’s related links and the menu’s external links', async () => {
    const footer = readConfig('optics', 'footer.json') as { friendshipLinks: { enName: string; url: string }[] };
    const external = flat(menuOf('optics')).filter((item) => item.code === 'jump' && item.enable === '1');
    const { status, document } = await page('/newLink1?slds=optics&lang=en');
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([enText('news.links.heading')]);
    const links = [...main(document).querySelectorAll('a')].map((link) => [link.firstChild?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([...footer.friendshipLinks.map((link) => [link.enName, link.url]), ...external.map((item) => [item.enName, item.url])]);
  });

  it('/newLeaguage lists the bilingual articles, each linking to its article; an English-only site has none', async () => {
    const { status, document } = await page('/newLeaguage?slds=optics&lang=en');
    expect(status).toBe(200);
    const titles = [...main(document).querySelectorAll('h2 a')];
    const bilingual = articlesOf(opticsSeed).filter((a) => (a.language ?? 'zh') !== 'en' && a.abstract?.trim() && a.enAbstract?.trim());
    expect(titles.length).toBe(Math.min(20, bilingual.length));
    expect(titles.every((link) => /^\/optics\/en\/article\/\d+\/$/.test(link.getAttribute('href') ?? ''))).toBe(true);
    const empty = await page('/newLeaguage?slds=ecology&lang=en');
    expect(empty.status).toBe(200);
    expect(main(empty.document).querySelector('[role="status"]')!.textContent).toBe(enText('common.noData'));
  });

  it('/newArticle lists pre-publication articles and, on its other tab, conference papers', async () => {
    const { status, document } = await page('/newArticle?slds=optics&lang=en');
    expect(status).toBe(200);
    const tabs = [...document.querySelectorAll(`nav[aria-label="${enText('news.newArticles.tabsLabel')}"] a`)];
    expect(texts(tabs)).toEqual([enText('news.newArticles.kinds.prePublication'), enText('news.newArticles.kinds.conference')]);
    expect(main(document).querySelectorAll('li h3').length).toBeGreaterThan(0);
    const conference = await page(tabs[1]!.getAttribute('href')!);
    expect(conference.status).toBe(200);
    expect(texts(main(conference.document).querySelectorAll('li h3 a'))).toEqual([conferencePaper.enTitle]);
  });

  it('/homeNav shows the group’s journals, each logo with its name as alt, linking to its site', async () => {
    const members = group.members!.map(siteOf);
    const { status, document } = await page(`/homeNav?slds=${group.sld}&lang=en`);
    expect(status).toBe(200);
    expect(texts(document.querySelectorAll('h1'))).toEqual([enText('news.journals.heading')]);
    const cards = [...main(document).querySelectorAll('li a')];
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(members.map((member) => `/${member.sld}/en/home/`));
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('alt'))).toEqual(members.map((member) => member.enName));
    // A single site is a group of one.
    const single = await page('/homeNav?slds=optics&lang=en');
    expect([...main(single.document).querySelectorAll('li a')].map((card) => card.getAttribute('href'))).toEqual(['/optics/en/home/']);
  });
});

describe('news summaries stay summaries', () => {
  it('the list the news centre reads carries no bodies', async () => {
    const list = await data<{ content: Json[] }>(`/rc-pub/front/news/list?siteId=${optics.siteId}&tab=1`);
    expect(list.content.every((item) => !('body' in item))).toBe(true);
    expect(pageSchema(newsSummary).safeParse(list).success).toBe(true);
  });
});
