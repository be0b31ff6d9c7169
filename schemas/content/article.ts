import { z } from 'zod';
import { contentLanguage, isoDate, linkUrl, numericId, text } from '../primitives.ts';

export const articleAuthor = z.object({
  name: z.string().min(1),
  enName: text,
  institution: text,
  enInstitution: text,
  email: text,
  orcid: text,
  corresponding: z.boolean().default(false),
});
export type ArticleAuthor = z.infer<typeof articleAuthor>;

/**
 * Article firstStatus (spec §4): -1 latest accepted, 0 formal, 1-10 the nth proof (Online First).
 */
export const firstStatus = z.number().int().min(-1).max(10).default(0);

/** The Article entity (spec §3). Bilingual text sits beside its English twin. */
export const article = z.object({
  id: numericId,
  doi: z.string().regex(/^(10\.\d{4,9}\/\S+)?$/, 'must be a DOI such as 10.1234/abc').default(''),
  publicationId: numericId,
  periodId: numericId.nullable().default(null),
  columnId: numericId.nullable().default(null),
  language: contentLanguage.default('zh'),
  type: z.string().default('research-article'),
  /** 0 open access, 1 not (spec §4 "Article type filter"). */
  openAccess: z.boolean().default(true),
  firstStatus,
  year: z.number().int().min(1800).max(2200),
  /** The issue ("part") as printed. */
  issue: text,
  volume: text,
  firstPageNum: text,
  lastPageNum: text,
  title: z.string().min(1),
  enTitle: text,
  authors: z.array(articleAuthor).default([]),
  keywords: z.array(z.string()).default([]),
  enKeywords: z.array(z.string()).default([]),
  abstract: text,
  enAbstract: text,
  funds: text,
  received: isoDate,
  revised: isoDate,
  accepted: isoDate,
  publishedOnline: isoDate,
  ppubDate: isoDate,
  publishDate: isoDate,
  visits: z.number().int().nonnegative().default(0),
  downloads: z.number().int().nonnegative().default(0),
  referenceCount: z.number().int().nonnegative().default(0),
  commentCount: z.number().int().nonnegative().default(0),
  pdfUrl: linkUrl,
  url: linkUrl,
});
export type Article = z.infer<typeof article>;
