import type { Article } from '../../schemas/content/article.ts';

/** `Optics Frontier, 2024, 12(3): 101-110`: the journal, year, volume (issue) and pages the article appeared in. */
export function citationLine(journalName: string, article: Pick<Article, 'year' | 'volume' | 'issue' | 'firstPageNum' | 'lastPageNum'>): string {
  const part = article.volume ? `${article.volume}${article.issue ? `(${article.issue})` : ''}` : article.issue ? `(${article.issue})` : '';
  const pages = article.firstPageNum ? (article.lastPageNum ? `${article.firstPageNum}-${article.lastPageNum}` : article.firstPageNum) : '';
  return `${[journalName, String(article.year), part].filter(Boolean).join(', ')}${pages ? `: ${pages}` : ''}`;
}
