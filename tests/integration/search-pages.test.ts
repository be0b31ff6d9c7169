import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Json } from './helpers.ts';

/**
 * The search result pages and the advanced search, server-rendered by the real server over the seeded content: what
 * a reader (or a crawler) gets from a result URL before any script runs, and that the same URL gives the same page.
 */

type SeedArticle = Json & { id: number; title: string; year: number };
const site = readConfig('optics', 'site.json') as { name: string; siteId: number };
const articles = readSeed('optics').articles as SeedArticle[];
const byId = new Map(articles.map((article) => [article.id, article]));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

async function page(path: string): Promise<{ status: number; document: Document }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, document: await parseHtml(await response.text()) };
}

const hitIds = (document: Document) => [...document.querySelectorAll('ol.mh-search-hits > li')].map((hit) => Number(hit.getAttribute('data-id')));
const linkNamed = (document: Document, scope: string, text: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>(`${scope} a`)].find((link) => link.textContent?.replace(/\s+/g, ' ').trim().startsWith(text));
const paramsOf = (href: string) => Object.fromEntries(new URL(href, server.url).searchParams);
const apiSearch = async (params: Record<string, string>) => {
  const { body } = await server.get(`/rc-pub/front/search?${new URLSearchParams({ siteId: String(site.siteId), ...params })}`);
  return body.data as { content: { id: number }[]; totalElements: number };
};

const resultsPath = `/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'zh', q: '成像', slds: 'optics' })}`;

describe('a result page (/article?type=…&q=…)', () => {
  it('arrives complete: the hits the search answers, marked, with a title for the search and no indexing', async () => {
    const { status, document } = await page(resultsPath);
    expect(status).toBe(200);
    expect(document.title).toBe(`成像 – 检索 – ${site.name}`);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,follow');
    const api = await apiSearch({ type: '1', q: '成像', lang: 'zh' });
    expect(hitIds(document)).toEqual(api.content.map((hit) => hit.id));
    const inTitle = articles.filter((article) => article.title.includes('成像')).map((article) => article.id);
    expect(hitIds(document).slice(0, inTitle.length).sort()).toEqual([...inTitle].sort());
    const first = document.querySelector('ol.mh-search-hits > li h3')!;
    expect(first.querySelector('mark')?.textContent).toBe('成像');
    expect(first.querySelector('a')?.getAttribute('href')).toBe(`/optics/zh/article/${hitIds(document)[0]}`);
    expect(document.querySelector('.mh-search-summary')?.textContent).toBe(`“成像”的检索结果：共 ${api.totalElements} 条`);
    expect(document.querySelector('.mh-search-again input[name="q"]')?.getAttribute('value')).toBe('成像');
  });

  it('links tabs, facets and sorts to the same route with other parameters', async () => {
    const { document } = await page(resultsPath);
    const figures = linkNamed(document, 'nav', '图片')!;
    expect(paramsOf(figures.href)).toEqual({ type: 'picture', index: '-1', lang: 'zh', q: '成像', slds: 'optics' });
    const year = linkNamed(document, '.mh-facets', '2025')!;
    expect(paramsOf(year.href)).toEqual({ type: '1', index: '-1', lang: 'zh', q: '成像', slds: 'optics', year: '2025' });
    const filtered = await page(new URL(year.href, server.url).pathname + new URL(year.href, server.url).search);
    expect(hitIds(filtered.document).length).toBeGreaterThan(0);
    for (const id of hitIds(filtered.document)) expect(byId.get(id)?.year).toBe(2025);
    expect(filtered.document.querySelector('.mh-active-filters a')?.getAttribute('aria-label')).toBe('移除条件：2025');
    expect(paramsOf(linkNamed(document, '.mh-sort', '浏览量')!.href)).toMatchObject({ sort: 'visits', q: '成像' });
  });

  it('pages by links, and a reloaded URL with page, sort and filters gives the same page', async () => {
    const path = `/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'zh', q: 'of', slds: 'optics', sort: 'date', order: 'asc' })}`;
    const { document } = await page(path);
    const api = await apiSearch({ type: '1', q: 'of', sort: 'date', order: 'asc' });
    expect(api.totalElements).toBeGreaterThan(20);
    expect(hitIds(document)).toHaveLength(20);
    const next = linkNamed(document, '.mh-pager', '下一页')!;
    expect(paramsOf(next.href)).toMatchObject({ page: '1', sort: 'date', order: 'asc', q: 'of' });
    const second = new URL(next.href, server.url);
    const [once, again] = await Promise.all([page(second.pathname + second.search), page(second.pathname + second.search)]);
    expect(hitIds(once.document)).toEqual((await apiSearch({ type: '1', q: 'of', sort: 'date', order: 'asc', page: '1' })).content.map((hit) => hit.id));
    expect(hitIds(again.document)).toEqual(hitIds(once.document));
    expect(once.document.querySelector('.mh-pager a[aria-current="page"]')?.textContent).toBe('2');
  });

  it('says the search found no records, and what it repaired in a query', async () => {
    const none = await page(`/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'zh', q: 'zzzzqqq', slds: 'optics' })}`);
    expect(none.document.querySelector('.mh-search-empty')?.textContent).toContain('抱歉，没有找到相关记录。');
    const repaired = await page(`/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'en', q: '"成像', slds: 'optics' })}`);
    expect(repaired.document.querySelector('.mh-search-repaired')?.textContent).toBe('Your query was adjusted: A closing quote is missing; the phrase runs to the end of the query.');
    expect(hitIds(repaired.document).length).toBeGreaterThan(0);
  });

  it('answers every result route of spec §2 with its type', async () => {
    const kindOf = async (path: string) => (await page(path)).document.querySelector('[data-block="search-results"]')?.getAttribute('data-kind');
    expect(await kindOf('/textList?type=picture&index=-1&q=bars&slds=optics')).toBe('figure');
    expect(await kindOf('/audioList?type=video&index=-1&q=光&slds=optics')).toBe('video');
    expect(await kindOf('/searchPublication?type=2&searchType=singleSearch&index=0&lang=zh&q=光学&slds=optics')).toBe('journal');
    expect(await kindOf('/informationList?type=news&index=-1&q=影响因子&slds=optics')).toBe('news');
    expect(await kindOf('/scholarList?index=-1&lang=zh&q=陈&slds=optics')).toBe('expert');
    expect(await kindOf('/bookList?type=7&issearch=1&q=光学&slds=optics')).toBe('book');
    expect(await kindOf('/currencyList?type=patent&issearch=1&index=-1&q=光学&slds=optics')).toBe('none');
    expect(await kindOf('/mag?type=1&searchType=singleSearch&index=2&q=光学&slds=optics')).toBe('article');
    // Without issearch=1 these are other screens, and the reader's article route stays the reader.
    expect(await kindOf('/bookList?slds=optics')).toBeUndefined();
    expect((await page(`/optics/zh/article/${articles[0]!.id}`)).document.querySelector('[data-block="search-results"]')).toBeNull();
  });
});

describe('the advanced search (/seniorSearch)', () => {
  it('sends its rows without JavaScript, and the result page searches the query they make', async () => {
    const { status, document } = await page('/seniorSearch?lang=zh&slds=optics');
    expect(status).toBe(200);
    const form = document.querySelector<HTMLFormElement>('[data-block="advanced-search"] form')!;
    expect(form.getAttribute('action')).toBe('/article');
    expect(form.querySelector('[name="q"]')).toBeNull();
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual(
      expect.arrayContaining(['type', 'index', 'lang', 'slds', 'f1', 't1', 'o2', 'f2', 't2', 'precise', 'withinYears', 'year']),
    );
    const submitted = new URLSearchParams({ index: '-1', lang: 'zh', slds: 'optics', type: '1', f1: 'resName_tic', t1: '成像', o2: 'AND', f2: 'authors_tic', t2: '周雅琴', precise: '0' });
    const results = await page(`/article?${submitted}`);
    const api = await apiSearch({ type: '1', q: 'resName_tic:成像 AND authors_tic:周雅琴' });
    expect(api.totalElements).toBeGreaterThan(0);
    expect(hitIds(results.document)).toEqual(api.content.map((hit) => hit.id));
    expect(results.document.querySelector('.mh-search-again input[name="q"]')?.getAttribute('value')).toBe('resName_tic:成像 AND authors_tic:周雅琴');
  });
});
