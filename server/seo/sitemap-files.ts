import { sitemapFileLimit } from './sitemap-xml.ts';

/** How many sitemap files `total` addresses take (at least one, even when empty). */
export const sitemapFileCount = (total: number, limit = sitemapFileLimit): number => Math.max(1, Math.ceil(total / limit));

/**
 * What file `index` (0-based) of a site's sitemap holds: the site's listed pages come first (`pageCount` of them,
 * held in memory: `pages` is the slice to take), then its articles, read from the database at `articles.offset`, at
 * most `articles.limit` of them.
 */
export function sitemapFilePart(index: number, pageCount: number, limit = sitemapFileLimit): { pages: { start: number; end: number }; articles: { offset: number; limit: number } } {
  const start = index * limit;
  const fromPages = Math.min(limit, Math.max(0, pageCount - start));
  return { pages: { start, end: start + fromPages }, articles: { offset: Math.max(0, start - pageCount), limit: limit - fromPages } };
}
