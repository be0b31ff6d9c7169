import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCookie } from '../support/signed-in-session.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * The reading view's variants (spec §2) and access (spec §6), as a phone, a desktop browser and a crawler get them.
 * Ecology's private config copy turns visitPower off, so its full texts need a signed-in reader; optics keeps it on.
 */
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
/** A translated article with a sub-article, funding footnotes and references, seeded into both sample sites. */
const doi = '10.1590/1984-92302025v32n0005EN';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' }, (configDir) => {
    const file = join(configDir, 'ecology', 'access.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), visitPower: 0, referrerGrantHosts: [] }));
  });
});
afterAll(async () => {
  await server?.close();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, html: await response.text() };
};
/** Whether the page has a piece of markup (a boolean, so a failure does not print the whole page). */
const has = (html: string, markup: string | RegExp) => (typeof markup === 'string' ? html.includes(markup) : markup.test(html));
const opticsArticle = async (userAgent: string) => {
  const { status, html } = await page(`/optics/en/article/doi/${doi}`, { 'user-agent': userAgent });
  expect(status).toBe(200);
  return html;
};

describe('the desktop and mobile readers', () => {
  it('a phone gets the mobile reader: references, funding and contributions fold behind their headings, no sub-articles', async () => {
    const html = await opticsArticle(phone);
    expect(has(html, 'data-device="mobile"')).toBe(true);
    expect(has(html, /<details id="references" class="mh-article-part mh-collapsible"><summary><h2[^>]*>References</)).toBe(true);
    expect(has(html, /<details id="funding" class="mh-article-part mh-collapsible">/)).toBe(true);
    expect(has(html, 'class="mh-article-part mh-sub-article"')).toBe(false);
    expect(has(html, '<nav class="mh-article-contents"')).toBe(false);
  });

  it('a desktop browser gets contents, sub-articles, open references and funding among the facts', async () => {
    const html = await opticsArticle(desktop);
    expect(has(html, 'data-device="desktop"')).toBe(true);
    expect(has(html, '<nav class="mh-article-contents" aria-label="Contents">')).toBe(true);
    expect(has(html, '<a href="#references">')).toBe(true);
    expect(has(html, 'class="mh-article-part mh-sub-article"')).toBe(true);
    expect(has(html, '<section id="references" class="mh-article-part">')).toBe(true);
    expect(has(html, '<div id="funding" class="mh-funding-facts">')).toBe(true);
    expect(has(html, '<details id="funding"')).toBe(false);
  });
});

describe('reading permission (checkPower)', () => {
  it('without visitPower and without a signed-in reader, the page keeps abstract and references but asks to log in for the text', async () => {
    const { status, html } = await page(`/ecology/en/article/doi/${doi}`);
    expect(status).toBe(200);
    expect(has(html, /class="mh-article-part mh-sign-in-to-read" role="note"[^>]*><p[^>]*>Please log in to your personal account to obtain full text reading permission.<\/p>/)).toBe(true);
    expect(has(html, 'class="mh-article-part mh-abstract"')).toBe(true);
    expect(has(html, '<meta name="citation_title"')).toBe(true);
    expect(has(html, 'class="mh-article-body"><section')).toBe(false);
  });

  it('a signed-in reader (a live session) gets the full text; a bare userName cookie is not a session', async () => {
    expect(has((await page(`/ecology/en/article/doi/${doi}`, { cookie: 'userName=reader1' })).html, 'mh-sign-in-to-read" role="note"')).toBe(true);
    const { html } = await page(`/ecology/en/article/doi/${doi}`, { cookie: await signedInCookie(server) });
    expect(has(html, 'mh-sign-in-to-read" role="note"')).toBe(false);
    expect(has(html, 'class="mh-article-body"><section')).toBe(true);
  });

  it('the API withholds the body too, and says what the reader may do', async () => {
    const ecology = JSON.parse(readFileSync(join(server.configDir, 'ecology', 'site.json'), 'utf8')).siteId as number;
    const { body } = await server.get(`/rc-pub/front/front-article/getHtml?doi=${encodeURIComponent(doi)}&siteId=${ecology}`);
    const data = body.data as { content: { body: unknown[]; abstracts: unknown[] }; access: Record<string, boolean> };
    expect(data.access).toEqual({ read: false, download: false, signedIn: false });
    expect(data.content.body).toEqual([]);
    expect(data.content.abstracts.length).toBeGreaterThan(0);
  });
});

describe('robots.txt and sitemaps', () => {
  it('robots.txt names each site’s sitemap and keeps crawlers off the API but not the article files', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    const text = await response.text();
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toContain(`Sitemap: ${server.url}/optics/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${server.url}/ecology/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/rc-pub\/$/m);
    expect(text).toMatch(/^Allow: \/rc-pub\/files\/$/m);
    // Feeds and OAI-PMH are for aggregators and harvesters.
    for (const path of ['/rc-pub/front/rss', '/rc-pub/front/atom', '/rc-pub/oai']) expect(text).toContain(`Allow: ${path}\n`);
  });

  it('a site’s sitemap lists its home pages and each article at its canonical address', async () => {
    const response = await fetch(`${server.url}/optics/sitemap.xml`);
    const xml = await response.text();
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${server.url}/optics/zh/home/</loc>`);
    const articleUrls = [...xml.matchAll(/<loc>([^<]+\/article\/\d+\/)<\/loc>/g)].map((match) => match[1]!);
    expect(articleUrls.length).toBeGreaterThan(0);
    // Each listed address is a page that exists and names itself canonical.
    const { html } = await page(new URL(articleUrls[0]!).pathname);
    expect(has(html, `<link rel="canonical" href="${articleUrls[0]}">`)).toBe(true);
  });

  it('an unknown site has no sitemap', async () => {
    expect((await fetch(`${server.url}/nosuchsite/sitemap.xml`)).status).toBe(404);
  });
});
