import { describe, expect, it } from 'vitest';
import { sitemapFileCount, sitemapFilePart } from '../sitemap-files.ts';

/** The files of a site with `pages` listed pages and `articles` articles, each as the addresses it holds. */
function split(pages: number, articles: number, limit: number): string[][] {
  const pageNames = Array.from({ length: pages }, (_, n) => `p${n}`);
  const articleNames = Array.from({ length: articles }, (_, n) => `a${n}`);
  return Array.from({ length: sitemapFileCount(pages + articles, limit) }, (_, index) => {
    const part = sitemapFilePart(index, pages, limit);
    return [...pageNames.slice(part.pages.start, part.pages.end), ...articleNames.slice(part.articles.offset, part.articles.offset + part.articles.limit)];
  });
}

describe('a sitemap split into files', () => {
  it('lists every address once, in order, no file over the limit', () => {
    for (const [pages, articles, limit] of [
      [0, 0, 3],
      [2, 0, 3],
      [3, 0, 3],
      [2, 7, 3],
      [7, 2, 3],
      [3, 3, 3],
      [5, 1, 5],
    ] as const) {
      const files = split(pages, articles, limit);
      const all = files.flat();
      expect(all).toEqual([...Array.from({ length: pages }, (_, n) => `p${n}`), ...Array.from({ length: articles }, (_, n) => `a${n}`)]);
      expect(files.every((file) => file.length <= limit)).toBe(true);
      expect(files.length).toBe(Math.max(1, Math.ceil((pages + articles) / limit)));
    }
  });

  it('needs an index past the protocol’s 50,000 addresses a file', () => {
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFilePart(1, 120)).toEqual({ pages: { start: 50_000, end: 50_000 }, articles: { offset: 49_880, limit: 50_000 } });
  });
});
