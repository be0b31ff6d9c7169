import type { NewsItem } from '../../../schemas/content/news.ts';
import { languageOfText, portalPage, searchDocument, yearOfDate, type SearchDocument } from './search-document.ts';

/** A news item, found by title, summary and body; its hit leads to its page. */
export function newsDocument(siteId: number, news: NewsItem): SearchDocument {
  return searchDocument({
    kind: 'news',
    refId: news.id,
    siteId,
    year: yearOfDate(news.publishDate),
    visits: news.visits,
    publishDate: news.publishDate,
    updatedAt: news.publishDate,
    language: languageOfText(news.title),
    title: news.title,
    enTitle: news.enTitle,
    summary: news.summary || news.body.join('\n'),
    enSummary: news.enSummary || news.enBody.join('\n'),
    source: news.source,
    url: portalPage(`newsDetails/${news.id}/`),
    imageUrl: news.coverUrl,
    text: {
      title: [news.title, news.enTitle],
      summary: [news.summary, news.enSummary, ...news.body, ...news.enBody],
      source: [news.source],
    },
  });
}
