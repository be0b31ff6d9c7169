import { z } from 'zod';

/** The citation styles a reader can copy from an article page. */
export const citationStyle = z.enum(['apa', 'vancouver', 'gbt7714']);
export type CitationStyle = z.infer<typeof citationStyle>;

/** Files `front-article/downloadCitation` answers: reference-manager formats, then each style as plain text. */
export const citationFileType = z.enum(['ris', 'bibtex', 'enw', ...citationStyle.options]);
export type CitationFileType = z.infer<typeof citationFileType>;

/** What `front-article/getCitation` answers: the article's reference, plain text, in each style. */
export const articleCitations = z.record(citationStyle, z.string());
export type ArticleCitations = z.infer<typeof articleCitations>;
