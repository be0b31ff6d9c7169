import type { ArticleContent, ReferenceList, SubArticle } from '../../schemas/content/article-content.ts';
import type { ArticleReferences } from '../../schemas/content/article-facts.ts';

function listsOf(document: ArticleContent | SubArticle): ReferenceList[] {
  return [...document.references, ...document.subArticles.flatMap(listsOf)];
}

/** The reference lists of a full text (the article's, then its sub-articles'); none without a full text. */
export function articleReferences(articleId: number, content: ArticleContent | null): ArticleReferences {
  const lists = content ? listsOf(content) : [];
  return { articleId, fullText: content !== null, count: lists.reduce((sum, list) => sum + list.refs.length, 0), lists };
}
