import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readSeed } from './helpers.ts';

/**
 * Every PDF a sample page offers is a PDF: issue 18 found "下载 PDF" and `citation_pdf_url` on every sample article
 * pointing at files that were never there (404), so a reader or Google Scholar following them found nothing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

/** The PDF addresses a page offers: links to a PDF or to the download endpoint, and Scholar's tag. */
async function pdfLinksOf(path: string): Promise<string[]> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  const document = await parseHtml(await response.text());
  const links = [...document.querySelectorAll('a[href$=".pdf"], a[href*="front-article/download"]')].map((link) => link.getAttribute('href')!);
  const scholar = [...document.querySelectorAll('meta[name="citation_pdf_url"]')].map((meta) => meta.getAttribute('content')!);
  return [...links, ...scholar].map((href) => new URL(href, server.url).pathname + new URL(href, server.url).search);
}

async function issuePaths(sld: string, lang: string): Promise<string[]> {
  const document = await parseHtml(await (await fetch(`${server.url}/${sld}/${lang}/issues/`)).text());
  return [...new Set([...document.querySelectorAll(`a[href^="/${sld}/${lang}/issue/"]`)].map((link) => link.getAttribute('href')!))];
}

describe('PDF links on the sample sites', () => {
  it('answer a PDF, from every table of contents and article page', async () => {
    const checked = new Set<string>();
    for (const [sld, lang] of [
      ['optics', 'zh'],
      ['ecology', 'en'],
    ] as const) {
      const articles = (readSeed(sld).articles as { id: number }[]).map((article) => `/${sld}/${lang}/article/${article.id}/`);
      for (const path of [...(await issuePaths(sld, lang)), ...articles]) {
        for (const pdf of await pdfLinksOf(path)) {
          if (checked.has(pdf)) continue;
          checked.add(pdf);
          const response = await fetch(`${server.url}${pdf}`);
          expect(response.status, `${pdf} (offered on ${path})`).toBe(200);
          expect(response.headers.get('content-type'), pdf).toMatch(/^application\/pdf/);
          expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        }
      }
    }
    expect(checked.size).toBeGreaterThan(0);
  }, 60_000);
});
