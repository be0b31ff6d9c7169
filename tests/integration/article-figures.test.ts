import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/open-database.ts';
import { ingestFile } from '../../server/ingest/ingest-file.ts';
import { minimalJats } from '../../server/ingest/__tests__/minimal-jats.ts';
import { png } from '../support/image-fixture-files.ts';
import { signedInCookie } from '../support/signed-in-session.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig } from './helpers.ts';
import { LocalFolderFileStore } from '../../server/files/local-folder-file-store.ts';

/**
 * Figure images end to end: the image fixture (tests/fixtures/jats-with-images, seeded into optics on first start)
 * has its package files copied at import, listed in the article page, laid out at print size in the page's HTML and
 * served from /rc-pub/files with the right type and safety headers; a re-import replaces them, a traversal is refused.
 */
const fixtureDir = join(import.meta.dirname, '..', 'fixtures', 'jats-with-images');
const doi = '10.5555/masthead.figures.1';
const optics = readConfig('optics', 'site.json').siteId as number;

let server: TestServer;
let scratch: string;
let articlePage: ArticlePage;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
  scratch = mkdtempSync(join(tmpdir(), 'masthead-figures-'));
  articlePage = await pageData(doi);
});
afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function pageData(articleDoi: string): Promise<ArticlePage> {
  const { http, body } = await server.get(`/rc-pub/front/front-article/getHtml?siteId=${optics}&doi=${encodeURIComponent(articleDoi)}`);
  expect(http).toBe(200);
  return body.data as ArticlePage;
}
const html = async (articleDoi: string) => {
  const response = await fetch(`${server.url}/optics/en/article/doi/${articleDoi}`);
  expect(response.status).toBe(200);
  return response.text();
};
/** The start tag of the first element carrying an attribute with this exact value. */
const tagWith = (page: string, attribute: string, value: string) => new RegExp(`<[a-z]+[^>]*\\s${attribute}="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(page)?.[0] ?? '';
/** Imports an XML into optics with the running server's database and files folder, as `npm run ingest` would. */
async function ingest(xmlPath: string) {
  const database: DatabaseHandle = openDatabase(server.databaseUrl);
  try {
    return await ingestFile(database.db, optics, xmlPath, { files: new LocalFolderFileStore(server.filesDir) });
  } finally {
    await database.close();
  }
}

describe('an article’s package files', () => {
  it('are listed in the article page by the href the XML uses, with their size and resolution', () => {
    const { assets, pdfUrl, article } = articlePage;
    expect(assets['fig1.tif']).toMatchObject({ width: 1200, height: 600, dpi: 300, url: expect.stringMatching(/^\/rc-pub\/files\/\d+\/fig1-[0-9a-f]{16}\.png$/) });
    expect(assets['fig1.tif']!.printUrl).toMatch(/\.tif$/);
    expect(assets.fig2).toMatchObject({ width: 400, height: 240, dpi: 96 });
    expect(assets['fig3-not-in-package.png']).toBeUndefined();
    expect(pdfUrl).toBe(`/rc-pub/front/front-article/download?id=${article.id}`);
    expect(article.pdfUrl).toBe(pdfUrl);
  });

  it('show in the page at their printed size, linked to their file, with a placeholder for the missing one', async () => {
    const page = await html(doi);
    const { assets } = articlePage;
    expect(tagWith(page, 'src', assets['fig1.tif']!.url)).toMatch(/width="384" height="192"/);
    expect(tagWith(page, 'src', assets.fig2!.url)).toMatch(/width="640" height="384"/);
    expect(tagWith(page, 'src', assets.eq1!.url)).toMatch(/width="58" height="17"/);
    expect(tagWith(page, 'href', assets['fig1.tif']!.url)).toContain('data-figure-image');
    expect(page).toContain('Figure 3: the image is not available.');
    expect(page).toContain(`/rc-pub/front/front-article/download?id=${articlePage.article.id}">`);
    expect(page).toMatch(/<meta name="citation_pdf_url" content="http:\/\/[^"]+\/rc-pub\/front\/front-article\/download\?id=\d+">/);
  });

  it('are served with their type, for good, and never sniffed', async () => {
    const response = await fetch(`${server.url}${articlePage.assets['fig1.tif']!.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000, immutable/);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(fixtureDir, 'fig1.png')))).toBe(true);
    const again = await fetch(`${server.url}${articlePage.assets['fig1.tif']!.url}`, { headers: { 'If-None-Match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const pdf = await fetch(`${server.url}${articlePage.pdfUrl}`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
  });

  it('give the PDF only to readers who may download it, however it is asked for', async () => {
    const database = openDatabase(server.databaseUrl);
    const { stored_name: name } = await database.db
      .selectFrom('article_asset')
      .select('stored_name')
      .where('article_id', '=', articlePage.article.id)
      .where('role', '=', 'pdf')
      .executeTakeFirstOrThrow();
    await database.close();
    const fileUrl = `${server.url}/rc-pub/files/${articlePage.article.id}/${name}`;
    expect((await fetch(fileUrl)).status).toBe(200);
    const accessFile = join(server.configDir, 'optics', 'access.json');
    const access = readFileSync(accessFile, 'utf8');
    writeFileSync(accessFile, access.replace(/"downloadPower": 1/, '"downloadPower": 0'));
    try {
      await server.get('/rc-pub/admin/reload-config', { method: 'POST' });
      const refused = await server.get(`/rc-pub/files/${articlePage.article.id}/${name}`);
      expect([refused.http, refused.body.status]).toEqual([403, 40100]);
      const signedIn = await fetch(fileUrl, { headers: { Cookie: await signedInCookie(server) } });
      expect([signedIn.status, signedIn.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
      expect((await fetch(`${server.url}${articlePage.assets['fig1.tif']!.url}`)).status).toBe(200);
    } finally {
      writeFileSync(accessFile, access);
      await server.get('/rc-pub/admin/reload-config', { method: 'POST' });
    }
  });

  it('serve an SVG sandboxed, so the script it carries cannot run, and data files as downloads', async () => {
    const svg = await fetch(`${server.url}${articlePage.assets['hostile.svg']!.url}`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(svg.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(await svg.text()).toContain('<script>');
    const csv = await fetch(`${server.url}${articlePage.assets['data-s1.csv']!.url}`);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="data-s1.csv"');
    expect(csv.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answer an envelope 404 for a file the article does not have, and 400 for a bad article id', async () => {
    const id = articlePage.article.id;
    for (const path of [`/rc-pub/files/${id}/nothing-0123456789abcdef.png`, `/rc-pub/files/${id}/..%2F..%2Fmasthead.db`, `/rc-pub/files/999999/fig1.png`]) {
      const { http, body } = await server.get(path);
      expect([http, body.status], path).toEqual([404, 40400]);
    }
    const name = articlePage.assets.fig2!.url.split('/').pop()!;
    expect((await server.get(`/rc-pub/files/${id + 1000}/${name}`)).http).toBe(404);
    const { http, body } = await server.get(`/rc-pub/files/abc/${name}`);
    expect([http, body.status]).toEqual([400, 40000]);
  });

  it('are replaced when the article is imported again', async () => {
    const copy = join(scratch, 'reimport');
    cpSync(fixtureDir, copy, { recursive: true });
    writeFileSync(join(copy, 'fig2.png'), png(200, 100, () => [200, 30, 30]));
    rmSync(join(copy, 'hostile.svg'));
    const result = await ingest(join(copy, 'masthead-figures.xml'));
    expect(result).toMatchObject({ id: articlePage.article.id, updated: true });
    const after = await pageData(doi);
    expect(after.assets.fig2).toMatchObject({ width: 200, height: 100 });
    expect(after.assets.fig2!.url).not.toBe(articlePage.assets.fig2!.url);
    expect(after.assets['hostile.svg']).toBeUndefined();
    expect((await fetch(`${server.url}${articlePage.assets.fig2!.url}`)).status).toBe(404);
    expect((await fetch(`${server.url}${articlePage.assets['hostile.svg']!.url}`)).status).toBe(404);
    const fresh = await fetch(`${server.url}${after.assets.fig2!.url}`);
    expect(fresh.status).toBe(200);
    expect(Buffer.from(await fresh.arrayBuffer()).equals(readFileSync(join(copy, 'fig2.png')))).toBe(true);
    expect(tagWith(await html(doi), 'src', after.assets.fig2!.url)).toMatch(/width="320" height="160"/);
  });

  it('never come from outside the article’s folder', async () => {
    const folder = join(scratch, 'traversal', 'package');
    cpSync(fixtureDir, folder, { recursive: true });
    writeFileSync(join(dirname(folder), 'outside.png'), png(10, 10, () => [0, 0, 0]));
    const xml = join(folder, 'traversal.xml');
    writeFileSync(
      xml,
      minimalJats({ doi: '10.5555/masthead.traversal', title: 'Traversal', body: '<fig id="f1"><label>Figure 1</label><graphic xlink:href="../outside.png"/></fig>' }),
    );
    const result = await ingest(xml);
    expect(result.files.refused).toEqual([{ href: '../outside.png', reason: 'climbs out of the article folder' }]);
    const page = await pageData('10.5555/masthead.traversal');
    expect(page.assets).toEqual({});
    expect(await html('10.5555/masthead.traversal')).toContain('Figure 1: the image is not available.');
  });
});
