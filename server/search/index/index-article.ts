import type { Kysely } from 'kysely';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import type { Database } from '../../db/tables.ts';
import type { AnalysedTexts } from './analysed-ahead.ts';
import { articleDocument } from './article-documents.ts';
import { mediaDocuments } from './catalogue-documents.ts';
import { figureAndTableDocuments } from './figure-documents.ts';
import { loadArticleSources, type ArticleSelection, type LoadedArticle } from './load-article-sources.ts';
import type { SearchDocument } from './search-document.ts';
import { insertDocuments, removeArticleDocuments } from './write-documents.ts';

/** An article's documents: itself, and its figures and tables. */
export function articleDocuments({ source, imageUrls }: LoadedArticle): SearchDocument[] {
  const own = articleDocument(source);
  return [own, ...figureAndTableDocuments(source, imageUrls, own)];
}

/**
 * Indexes the selected articles (their figures and tables too); returns the last article id read (null: none).
 * `analysedAhead`: texts of theirs analysed already (analysed-ahead.ts).
 */
export async function indexArticles(
  db: Kysely<Database>,
  selection: ArticleSelection,
  known?: ReadonlyMap<number, ArticleContent>,
  analysedAhead?: AnalysedTexts,
): Promise<number | null> {
  const { articles, lastId } = await loadArticleSources(db, selection, known);
  await insertDocuments(db, articles.flatMap(articleDocuments), analysedAhead);
  return lastId;
}

/**
 * Brings one article's documents up to date — the article, its figures and tables, the media that accompany it —
 * or removes them when the article is gone. Runs inside the transaction that stored the article, so a search finds
 * exactly what is stored. An import passes the full text it has just stored, checked, so it is not read back, and
 * the texts its parsing thread analysed.
 */
export async function indexArticle(db: Kysely<Database>, articleId: number, content?: ArticleContent, analysedAhead?: AnalysedTexts): Promise<void> {
  await removeArticleDocuments(db, articleId);
  await indexArticles(db, { ids: [articleId] }, content ? new Map([[articleId, content]]) : undefined, analysedAhead);
  await insertDocuments(db, await mediaDocuments(db, { articleIds: [articleId] }));
}
