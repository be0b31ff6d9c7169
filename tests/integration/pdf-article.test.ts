import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage } from '../../schemas/content/article-page.ts';
import type { IssueToc } from '../../schemas/content/issue-toc.ts';
import type { PdfArticleMetadataInput } from '../../schemas/ingest/pdf-article.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { storePdfArticle, type PdfArticleOptions } from '../../server/ingest/pdf/store-pdf-article.ts';
import { RejectedInput } from '../../server/ingest/rejected-input.ts';
import { publishDraftRow } from '../../server/ingest/storage/publish-draft.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig } from './helpers.ts';
import { LocalFolderFileStore } from '../../server/files/local-folder-file-store.ts';

/**
 * An article uploaded as a PDF with a metadata form (issue 19): stored through the path JATS imports take, it is read
 * like them — its reading page, its PDF link and `citation_pdf_url`, its issue's table of contents — and a draft of
 * one is seen nowhere until it is published.
 */
const optics = readConfig('optics', 'site.json').siteId as number;
const pdfFixture = join(import.meta.dirname, '..', 'fixtures', 'jats-with-images', 'masthead-figures.pdf');
const metadata: PdfArticleMetadataInput = {
  language: 'zh',
  title: '高功率光纤激光器的热管理',
  enTitle: 'Thermal management of high-power fiber lasers',
  authors: [
    { name: '李明', enName: 'LI Ming', affiliations: ['清华大学 精密仪器系'], enAffiliations: ['Department of Precision Instruments, Tsinghua University'], corresponding: true, orcid: '0000-0002-1825-0097' },
    { name: '王芳', enName: 'WANG Fang', affiliations: ['清华大学 精密仪器系'] },
  ],
  abstract: '本文研究光纤激光器的热管理。\n\n第二段。',
  enAbstract: 'We study the thermal management of fiber lasers.',
  keywords: ['光纤激光器', '热管理'],
  enKeywords: ['fiber laser', 'thermal management'],
  doi: '10.5555/pdf.upload.1',
  fpage: '101',
  lpage: '110',
  dates: { received: '2025-11-02', accepted: '2026-01-10', published: '2026-02-20' },
};

let server: TestServer;
let scratch: string;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
  scratch = mkdtempSync(join(tmpdir(), 'masthead-pdf-article-'));
});
afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function store(pdfPath: string, meta: PdfArticleMetadataInput, options: Partial<PdfArticleOptions> = {}) {
  const database = openDatabase(server.databaseUrl);
  try {
    return await storePdfArticle(database.db, optics, pdfPath, meta, { files: new LocalFolderFileStore(server.filesDir), placement: { issue: { year: 2026, volume: '46', number: '2' }, column: { name: 'Reviews' } }, ...options });
  } finally {
    await database.close();
  }
}
const getHtml = (doi: string) => server.get(`/rc-pub/front/front-article/getHtml?siteId=${optics}&doi=${encodeURIComponent(doi)}`);

describe('an article stored from a PDF and its metadata', () => {
  let id: number;
  beforeAll(async () => {
    id = (await store(pdfFixture, metadata)).id;
  });

  it('reads like an imported one: titles, authors in both languages, abstract, keywords, pages, dates and its PDF', async () => {
    const { http, body } = await getHtml(metadata.doi!);
    expect(http).toBe(200);
    const page = body.data as ArticlePage;
    expect(page.article).toMatchObject({
      id,
      language: 'zh',
      title: '高功率光纤激光器的热管理',
      enTitle: 'Thermal management of high-power fiber lasers',
      abstract: '本文研究光纤激光器的热管理。\n第二段。',
      enAbstract: 'We study the thermal management of fiber lasers.',
      keywords: ['光纤激光器', '热管理'],
      enKeywords: ['fiber laser', 'thermal management'],
      firstPageNum: '101',
      lastPageNum: '110',
      received: '2025-11-02',
      publishDate: '2026-02-20',
      firstStatus: 0,
      pdfUrl: `/rc-pub/front/front-article/download?id=${id}`,
    });
    expect(page.article.authors[0]).toMatchObject({ name: '李明', enName: 'LI Ming', institution: '清华大学 精密仪器系', enInstitution: 'Department of Precision Instruments, Tsinghua University', corresponding: true });
    expect(page.pdfUrl).toBe(`/rc-pub/front/front-article/download?id=${id}`);
  });

  it('offers its PDF on the reading page and to Google Scholar, and the link gives the PDF', async () => {
    // Scholar's tags are on the page in the article's own language.
    const response = await fetch(`${server.url}/optics/zh/article/doi/${metadata.doi}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="citation_title" content="高功率光纤激光器的热管理">');
    expect(html).toContain('<meta name="citation_author" content="李明">');
    expect(html).toMatch(new RegExp(`<meta name="citation_pdf_url" content="http://[^"]+/rc-pub/front/front-article/download\\?id=${id}">`));
    const pdf = await fetch(`${server.url}/rc-pub/front/front-article/download?id=${id}`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(readFileSync(pdfFixture))).toBe(true);
  });

  it('is in the issue and column it was placed in', async () => {
    const { body } = await server.get(`/rc-pub/front/front-period/toc?siteId=${optics}&year=2026&issue=2`);
    const toc = body.data as IssueToc;
    const column = toc.columns.find((entry) => entry.enName === 'Reviews');
    expect(column?.articles.map((article) => article.id)).toContain(id);
  });
});

describe('a PDF article kept as a draft', () => {
  it('is seen nowhere until its row is published', async () => {
    const meta = { ...metadata, doi: '10.5555/pdf.draft.1', title: '草稿', enTitle: 'A draft' };
    const draft = await store(pdfFixture, meta, { draft: {} });
    expect((await getHtml(meta.doi)).http).toBe(404);
    expect((await fetch(`${server.url}/rc-pub/front/front-article/download?id=${draft.id}`)).status).not.toBe(200);
    const database = openDatabase(server.databaseUrl);
    try {
      await publishDraftRow(database.db, draft.row);
    } finally {
      await database.close();
    }
    const { http, body } = await getHtml(meta.doi);
    expect(http).toBe(200);
    expect((body.data as ArticlePage).pdfUrl).toBe(`/rc-pub/front/front-article/download?id=${draft.id}`);
  });
});

describe('a PDF upload that cannot be stored', () => {
  const refusal = async (...args: Parameters<typeof store>) => {
    const error = await store(...args).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RejectedInput);
    return (error as Error).message;
  };

  it('is refused with the reason, and nothing is stored', async () => {
    const fake = join(scratch, 'fake.pdf');
    writeFileSync(fake, '<html><script>alert(1)</script></html>');
    const meta = { ...metadata, doi: '10.5555/pdf.refused.1' };
    expect(await refusal(fake, meta)).toBe('the file is not a PDF (it does not begin with %PDF-)');
    expect(await refusal(pdfFixture, meta, { maxPdfBytes: 100 })).toBe('the PDF is 635 bytes, over the limit of 100 bytes');
    expect(await refusal(pdfFixture, { ...meta, title: ' ' })).toBe('metadata: title: the article needs a title');
    expect(await refusal(pdfFixture, { ...meta, doi: 'not-a-doi' })).toBe('metadata: doi: must be a DOI such as 10.1234/abc');
    expect(await refusal(pdfFixture, { ...meta, authors: [{ name: 'X', orcid: '1234' }] })).toBe('metadata: authors.0.orcid: must be an ORCID iD such as 0000-0002-1825-0097');
    expect(await refusal(pdfFixture, { ...meta, dates: { published: '2026-13-01' } })).toMatch(/^metadata: dates.published: must be YYYY, YYYY-MM or YYYY-MM-DD/);
    expect(await refusal(pdfFixture, meta, { placement: { issue: { year: 2030, volume: '', number: '1' } } })).toMatch(/^journal \d+ has no issue 2030\/\/1 /);
    expect(await refusal(pdfFixture, { ...meta, doi: metadata.doi })).toMatch(/^DOI 10.5555\/pdf.upload.1 is already on this site as article \d+/);
    expect((await getHtml(meta.doi)).http).toBe(404);
  });
});
