import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { activeContentIn, textOf } from './support/active-content.ts';
import { configPayloadCount, corpusWord, hostileConfig, hostileIssuePath, hostileJatsFiles, hostileSld, ingestHostileCorpus, jatsPayloadCount, type ImportedArticle } from './support/hostile-site.ts';

/**
 * Stored XSS through imported JATS and through site configuration (issue 16), checked over HTTP: every page that
 * shows the hostile corpus (tests/security/fixtures/jats) or the hostile optics configuration is read as a browser's
 * parser reads it, and must hold no markup that runs script — no event handler, no script address, no script whose
 * code (outside its strings) names a payload. The same pages are opened in Chromium by
 * tests/e2e/security/xss-in-browser.test.ts; this file checks many more addresses than a browser could afford.
 */

let server: TestServer;
let articles: ImportedArticle[];
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', SAMPLE_ARTICLES: 'off' }, hostileConfig);
  articles = await ingestHostileCorpus(server);
});
afterAll(async () => {
  await server?.close();
});

const read = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', headers: response.headers, body: await response.text() };
};

describe('the hostile corpus', () => {
  it(`is imported whole: ${hostileJatsFiles.length} JATS files, and the configuration keeps its payloads`, () => {
    expect(articles.map(({ file }) => file)).toEqual(hostileJatsFiles);
    expect(hostileJatsFiles.length).toBeGreaterThanOrEqual(9);
    expect(jatsPayloadCount()).toBeGreaterThan(100);
    expect(configPayloadCount).toBeGreaterThan(60);
    console.info(`xss corpus: ${jatsPayloadCount()} JATS payloads in ${hostileJatsFiles.length} files, ${configPayloadCount} configuration payloads`);
  });
});

describe('pages showing hostile configuration and articles', () => {
  const listPages = [
    `/${hostileSld}/en/home/`,
    `/${hostileSld}/zh/home/`,
    `/${hostileSld}/en/issues/`,
    hostileIssuePath,
    `/${hostileSld}/en/onlineFirst/`,
    `/${hostileSld}/en/info/1306/`,
    `/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'en', q: corpusWord, slds: hostileSld })}`,
    `/article?${new URLSearchParams({ type: 'picture', index: '-1', lang: 'en', q: corpusWord, slds: hostileSld })}`,
    `/article?${new URLSearchParams({ type: 'table', index: '-1', lang: 'en', q: corpusWord, slds: hostileSld })}`,
    `/seniorSearch?lang=en&slds=${hostileSld}`,
    `/login?lang=en&slds=${hostileSld}`,
  ];

  it.each(listPages)('%s runs no payload', async (path) => {
    const page = await read(path);
    expect(page.status, path).toBeLessThan(500);
    expect(page.type).toMatch(/^text\/html/);
    expect(activeContentIn(page.body)).toEqual([]);
  });

  it('every article page of the corpus (en and zh) runs no payload', async () => {
    const findings: Record<string, string[]> = {};
    for (const { file, id } of articles) {
      for (const lang of ['en', 'zh']) {
        const page = await read(`/${hostileSld}/${lang}/article/${id}`);
        expect([file, lang, page.status]).toEqual([file, lang, 200]);
        const found = activeContentIn(page.body);
        if (found.length > 0) findings[`${file} (${lang})`] = found;
      }
    }
    expect(findings).toEqual({});
  });

  it('shows the payloads as text a reader can read', async () => {
    const title = await read(`/${hostileSld}/en/article/${articles[0]!.id}`);
    expect(textOf(title.body)).toContain('Zyxhostile title <img src=x onerror="top.__pwned=101">');
    const toc = await read(hostileIssuePath);
    expect(textOf(toc.body)).toContain('</script><script>top.__pwned=306</script>');
    const home = await read(`/${hostileSld}/zh/home/`);
    expect(textOf(home.body)).toContain('<img src=x onerror="top.__pwned=5220">');
  });
});

describe('exports and data of hostile articles', () => {
  const citationTypes = ['ris', 'bibtex', 'enw', 'apa', 'vancouver', 'gbt7714'];

  it('citation downloads are attachments of a text type, never a page', async () => {
    for (const { file, id } of articles) {
      for (const type of citationTypes) {
        const download = await read(`/rc-pub/front/front-article/downloadCitation?id=${id}&type=${type}&siteId=${server.store.bySld(hostileSld)!.site.siteId}`);
        expect([file, type, download.status]).toEqual([file, type, 200]);
        expect(download.type).not.toMatch(/html|xml|svg/);
        expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"$/);
      }
    }
  });

  it('the API answers JSON, which a browser never renders as a page', async () => {
    const siteId = server.store.bySld(hostileSld)!.site.siteId;
    for (const { id } of articles) {
      for (const path of [`/rc-pub/front/front-article/getHtml?siteId=${siteId}&id=${id}`, `/rc-pub/front/front-article/getCitation?siteId=${siteId}&id=${id}`]) {
        const reply = await read(path);
        expect([path, reply.status]).toEqual([path, 200]);
        expect(reply.type).toMatch(/^application\/json/);
      }
    }
    const search = await read(`/rc-pub/front/search?siteId=${siteId}&type=article&q=${corpusWord}`);
    expect(search.type).toMatch(/^application\/json/);
    expect((JSON.parse(search.body) as { data: { totalElements: number } }).data.totalElements).toBeGreaterThanOrEqual(hostileJatsFiles.length);
  });

  it('the sitemap is XML with the hostile titles escaped', async () => {
    const sitemap = await read(`/${hostileSld}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/xml/);
    expect(sitemap.body).not.toMatch(/<(script|img|svg)\b/i);
  });
});
