import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readSeed } from './helpers.ts';

/**
 * An article known only by its metadata (no JATS full text) reads in the page's language: issue 18 found every optics
 * sample article's Chinese page showing the English title, authors and abstract, and no keywords.
 */
type SeedArticle = { id: number; title: string; enTitle: string; abstract: string; enAbstract: string; keywords: string[]; enKeywords: string[]; authors: { name: string; enName: string }[] };
const article = (readSeed('optics').articles as unknown as SeedArticle[]).find((entry) => entry.id === 10011)!;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

async function reading(lang: string) {
  const response = await fetch(`${server.url}/optics/${lang}/article/${article.id}/`);
  expect(response.status).toBe(200);
  const document = await parseHtml(await response.text());
  const reader = document.querySelector('article.mh-article')!;
  return {
    title: reader.querySelector('h1')!,
    authors: reader.querySelector('.mh-authors')!.textContent,
    abstract: reader.querySelector('#abstract p')!,
    keywords: reader.querySelector('#keywords .mh-keywords'),
  };
}

describe('an article known only by its metadata', () => {
  it('reads in Chinese on a Chinese page: title, authors, abstract and keywords', async () => {
    const page = await reading('zh');
    expect(page.title.textContent).toBe(article.title);
    expect(page.authors).toBe(article.authors.map((author) => author.name).join(', '));
    expect(page.abstract.textContent).toBe(article.abstract);
    expect([...page.keywords!.querySelectorAll('.mh-keyword')].map((keyword) => keyword.textContent)).toEqual(article.keywords);
    expect(page.keywords!.getAttribute('lang')).toBeNull();
  });

  it('reads in English on an English page', async () => {
    const page = await reading('en');
    expect(page.title.textContent).toBe(article.enTitle);
    expect(page.authors).toBe(article.authors.map((author) => author.enName).join(', '));
    expect(page.abstract.textContent).toBe(article.enAbstract);
    expect([...page.keywords!.querySelectorAll('.mh-keyword')].map((keyword) => keyword.textContent)).toEqual(article.enKeywords);
  });

  it('on a Russian page, gives the English text marked as English', async () => {
    const page = await reading('ru');
    expect(page.title.querySelector('[lang="en"]')?.textContent).toBe(article.enTitle);
    expect(page.abstract.getAttribute('lang')).toBe('en');
    expect(page.keywords!.getAttribute('lang')).toBe('en');
  });
});
