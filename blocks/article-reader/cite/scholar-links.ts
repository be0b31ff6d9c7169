import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import type { Article } from '../../../schemas/content/article.ts';

export type ScholarEngine = 'baidu' | 'google';
export type ScholarLink = { engine: ScholarEngine; href: string };

/**
 * Searches for the article in the scholar engines the site turns on (spec §6: Baidu on, Google off by default): Baidu
 * Scholar by title (spec §7 "scholar search with wd={title}"), Google Scholar's lookup by title, authors and year.
 */
export function scholarLinks(article: Pick<Article, 'title' | 'authors' | 'year'>, enabled: Bootstrap['features']['scholarLinks']): ScholarLink[] {
  const links: ScholarLink[] = [];
  if (enabled.baidu) {
    links.push({ engine: 'baidu', href: `https://xueshu.baidu.com/s?${new URLSearchParams({ wd: article.title, site: 'xueshu_se' })}` });
  }
  if (enabled.google) {
    const query = new URLSearchParams({ title: article.title });
    for (const author of article.authors) query.append('author', author.name);
    query.append('publication_year', String(article.year));
    links.push({ engine: 'google', href: `https://scholar.google.com/scholar_lookup?${query}` });
  }
  return links;
}
