import type { Footnote } from '../../../schemas/content/article-content.ts';

/**
 * What the reading of one document (an article, or one sub-article) gathers on the way: footnotes met inside
 * running text, which a reader shows with the other footnotes and which the text points to by an xref.
 * `documentId` ('' for the article, else the sub-article's id) keeps ids made up for such footnotes unique.
 */
export type ReadingContext = { documentId: string; footnotesInText: Footnote[] };

export const newReadingContext = (documentId = ''): ReadingContext => ({ documentId, footnotesInText: [] });
