import { z } from 'zod';
import { article } from './article.ts';
import { virtualAlbum } from './album.ts';
import { newsItem } from './news.ts';

/** An article as lists show it (issue tables of contents, online first, most read …): no full text. */
export const articleSummary = article
  .pick({
    id: true,
    doi: true,
    publicationId: true,
    periodId: true,
    columnId: true,
    language: true,
    type: true,
    openAccess: true,
    firstStatus: true,
    year: true,
    issue: true,
    volume: true,
    firstPageNum: true,
    lastPageNum: true,
    title: true,
    enTitle: true,
    authors: true,
    abstract: true,
    enAbstract: true,
    publishDate: true,
    visits: true,
    downloads: true,
    referenceCount: true,
    commentCount: true,
    pdfUrl: true,
  })
  .extend({ columnName: z.string().default(''), enColumnName: z.string().default('') });
export type ArticleSummary = z.infer<typeof articleSummary>;

/** Which articles a list holds (spec §4 firstStatus): an issue's, Online First (1-10), just accepted (-1). */
export const articleListStatus = z.enum(['published', 'onlineFirst', 'justAccepted']);
/** Sorts of spec §3 for articles. */
export const articleListSort = z.enum(['publishDate', 'visits', 'downloads', 'referenceCount', 'commentCount', 'year']);

export const newsSummary = newsItem.omit({ body: true, enBody: true });
export type NewsSummary = z.infer<typeof newsSummary>;

export const albumSummary = virtualAlbum.omit({ items: true }).extend({ itemCount: z.number().int().nonnegative() });
export type AlbumSummary = z.infer<typeof albumSummary>;
