import type { Article } from '../../../schemas/content/article.ts';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import type { Column, Journal } from '../../../schemas/content/journal.ts';
import type { Period } from '../../../schemas/period.ts';
import { inlinePlainText } from '../../ingest/storage/plain-text.ts';
import { portalPage, searchDocument, type SearchDocument } from './search-document.ts';

/** An article and what it is published in, as the indexers read them. */
export type ArticleSource = {
  siteId: number;
  article: Article;
  /** Its full text, when it was imported from JATS. */
  content: ArticleContent | null;
  journal: Journal | null;
  period: Period | null;
  column: Column | null;
  hasPdf: boolean;
  /** When its full text was last imported ('' for sample rows). */
  updatedAt: string;
};

/** Where an article appeared, as a citation line says it: `光学前沿, 2025, 45(10): 1-11`. */
export function publishedIn(article: Article, journalName: string): string {
  const volumeIssue = `${article.volume}${article.issue ? `(${article.issue})` : ''}`;
  const pages = [article.firstPageNum, article.lastPageNum].filter(Boolean).join('-');
  const parts = [journalName, String(article.year), volumeIssue].filter(Boolean).join(', ');
  return pages ? `${parts}: ${pages}` : parts;
}

/** Titles in other languages the full text gives (`trans-title-group`). */
function translatedTitles(content: ArticleContent | null): string[] {
  return (content?.transTitles ?? []).map((entry) => [inlinePlainText(entry.title), inlinePlainText(entry.subtitle)].filter(Boolean).join(': '));
}

/** Keywords of every language the full text gives, beyond the entity's two lists. */
function allKeywords(article: Article, content: ArticleContent | null): string[] {
  const fromContent = (content?.keywords ?? []).flatMap((group) => group.keywords.map(inlinePlainText));
  return [...new Set([...article.keywords, ...article.enKeywords, ...fromContent].filter(Boolean))];
}

/** The article's own search document (spec §3 article search fields). */
export function articleDocument({ siteId, article, content, journal, period, column, hasPdf, updatedAt }: ArticleSource): SearchDocument {
  const institutions = article.authors.flatMap((author) => [author.institution, author.enInstitution]);
  return searchDocument({
    kind: 'article',
    refId: article.id,
    articleId: article.id,
    siteId,
    publicationId: article.publicationId,
    columnId: article.columnId ?? column?.id ?? null,
    periodId: article.periodId ?? period?.id ?? null,
    year: article.year,
    openAccess: article.openAccess,
    firstStatus: article.firstStatus,
    hasPdf,
    visits: article.visits,
    downloads: article.downloads,
    referenceCount: article.referenceCount,
    commentCount: article.commentCount,
    publishDate: article.publishDate,
    updatedAt: updatedAt || article.publishDate,
    language: article.language,
    title: article.title,
    enTitle: article.enTitle === article.title ? '' : article.enTitle,
    summary: article.abstract,
    enSummary: article.enAbstract === article.abstract ? '' : article.enAbstract,
    authors: article.authors.map((author) => (article.language === 'zh' ? author.name : author.enName || author.name)),
    source: publishedIn(article, journal?.publicationName ?? ''),
    enSource: publishedIn(article, journal?.enPublicationName || journal?.publicationName || ''),
    url: portalPage(`article/${article.id}`, article.language),
    doi: article.doi,
    text: {
      title: [article.title, article.enTitle, ...translatedTitles(content)],
      keywords: allKeywords(article, content),
      authors: article.authors.flatMap((author) => [author.name, author.enName]),
      institutions: [...institutions, ...(content?.affiliations ?? []).map((entry) => entry.text)],
      summary: [article.abstract, article.enAbstract],
      identifiers: [article.doi],
      part: [article.issue],
      first_page: [article.firstPageNum],
      last_page: [article.lastPageNum],
    },
  });
}
