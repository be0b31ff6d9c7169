import { z } from 'zod';
import { period } from '../period.ts';
import { numericId, text } from '../primitives.ts';
import { article, articleAuthor } from './article.ts';

/**
 * An article as an issue's table of contents shows it: title, authors by name, pages, DOI, its PDF (the download
 * route when its package had one). No abstract or affiliations: a table of contents lists hundreds of these.
 */
export const tocArticle = article
  .pick({ id: true, doi: true, firstPageNum: true, lastPageNum: true, title: true, enTitle: true, pdfUrl: true })
  .extend({ authors: z.array(articleAuthor.pick({ name: true, enName: true })).default([]) });
export type TocArticle = z.infer<typeof tocArticle>;

/** One column (section) of an issue with its articles in page order; `id` null holds the articles of no column. */
export const tocColumn = z.object({ id: numericId.nullable(), name: text, enName: text, articles: z.array(tocArticle) });
export type TocColumn = z.infer<typeof tocColumn>;

/**
 * `front-period/toc`: one issue and its articles grouped by column, in column order. `period` is null only when the
 * latest issue was asked for and the journal has none yet.
 */
export const issueToc = z.object({ period: period.nullable(), columns: z.array(tocColumn) });
export type IssueToc = z.infer<typeof issueToc>;
