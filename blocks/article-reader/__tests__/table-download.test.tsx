// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { minimalJats } from '../../../server/ingest/__tests__/minimal-jats.ts';
import { parseJats } from '../../../server/ingest/jats/parse-jats.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import behaviour from '../behaviour.ts';
import articleReader from '../index.ts';

const browserAgent = navigator.userAgent;
let undo: (() => void) | void;
afterEach(() => {
  undo?.();
  undo = undefined;
  cleanup();
  Object.defineProperty(window.navigator, 'userAgent', { value: browserAgent, configurable: true });
});

const row = (text: string) => `<table><tbody><tr><td>${text}</td></tr></tbody></table>`;
const content = parseJats(
  minimalJats({
    body: `<table-wrap id="tbl1"><label>Table 1</label><caption><title>With an id</title></caption>${row('a')}</table-wrap>
      <table-wrap><label>Table 2</label><caption><title>Without one</title></caption>${row('b')}</table-wrap>
      <table-wrap id="tbl3"><label>Table 3</label><caption><title>Only an image</title></caption><graphic xlink:href="t3.tif"/></table-wrap>
      <table-wrap id="tbl4"><label>Table 4</label><caption><title>Only empty rows</title></caption><table><tbody><tr/></tbody></table></table-wrap>`,
  }),
);
const articleId = 7;

function pageData(download: boolean) {
  return {
    article: { id: articleId, publicationId: 1, year: 2024, title: 'A title', language: 'en', pdfUrl: '', url: '' },
    content,
    assets: {},
    access: { read: true, download, signedIn: download },
  };
}

/** The article as the server renders it, with its behaviour run on it as the page's entry would. */
async function renderArticle({ download = true } = {}) {
  const { container } = await renderBlock(articleReader, { code: 'articleReader', props: { articleId } }, {
    bootstrap: sampleBootstrap('ecology'),
    url: `http://localhost/ecology/en/article/${articleId}`,
    get: () => pageData(download),
  });
  const article = await screen.findByRole('article');
  undo = behaviour(container);
  return article;
}

const figureOf = (article: HTMLElement, label: string) => within(article).getByText(label, { selector: '.mh-label' }).closest('figure')!;
const downloadLinkIn = (figure: HTMLElement) => within(figure).queryByRole('link', { name: /Download table \(Excel\)/ });

describe('table download link', () => {
  it('links each table with data to its Excel export, by id or by position, and offers none for an image or empty rows', async () => {
    const article = await renderArticle();
    const first = downloadLinkIn(figureOf(article, 'Table 1'))!;
    expect(first.getAttribute('href')).toBe('/rc-pub/front/front-article/downloadTable?siteId=102&tableId=7%3Atbl1&type=xls');
    expect(first.hasAttribute('download')).toBe(true);
    expect(first.getAttribute('aria-label')).toBe('Download table (Excel): Table 1');
    expect(downloadLinkIn(figureOf(article, 'Table 2'))!.getAttribute('href')).toBe('/rc-pub/front/front-article/downloadTable?siteId=102&tableId=7%3A%231&type=xls');
    expect(downloadLinkIn(figureOf(article, 'Table 3'))).toBeNull();
    expect(downloadLinkIn(figureOf(article, 'Table 4'))).toBeNull();
  });

  it('sends a reader who may not download to the login page, saying why', async () => {
    const article = await renderArticle({ download: false });
    const link = downloadLinkIn(figureOf(article, 'Table 1'))!;
    expect(link.getAttribute('href')).toBe(`/login?url=${encodeURIComponent(`/ecology/en/article/${articleId}`)}&lang=en`);
    expect(link.getAttribute('title')).toBe('Please log in to your personal account to obtain download permission.');
    expect(link.hasAttribute('download')).toBe(false);
  });

  it('is not offered in the WeChat browser', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI',
      configurable: true,
    });
    const article = await renderArticle();
    expect(within(figureOf(article, 'Table 1')).getByRole('table')).toBeTruthy();
    expect(within(article).queryAllByRole('link', { name: /Download table/ })).toEqual([]);
  });
});
