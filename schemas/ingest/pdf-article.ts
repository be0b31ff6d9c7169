import { z } from 'zod';
import { partialDate } from '../content/article-content/primitives.ts';
import { contentLanguage } from '../primitives.ts';

const line = (max: number) => z.string().trim().max(max);
const optionalLine = (max: number) => line(max).default('');
const keywords = z.array(line(200).min(1)).max(60).default([]);

/** One author as the metadata form gives them; names and affiliations in the article's language and in English. */
export const pdfArticleAuthor = z.strictObject({
  name: line(200).min(1, 'an author needs a name'),
  enName: optionalLine(200),
  affiliations: z.array(line(500).min(1)).max(20).default([]),
  enAffiliations: z.array(line(500).min(1)).max(20).default([]),
  email: optionalLine(200),
  orcid: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{4}-\d{4}-\d{3}[\dX])?$/, 'must be an ORCID iD such as 0000-0002-1825-0097')
    .default(''),
  corresponding: z.boolean().default(false),
});

/**
 * What an editor says about an article uploaded as a PDF (server/ingest/pdf/): the metadata a JATS file would carry.
 * Texts are plain text (never markup); an abstract's paragraphs are separated by blank lines.
 */
export const pdfArticleMetadata = z.strictObject({
  language: contentLanguage.default('zh'),
  title: line(1000).min(1, 'the article needs a title'),
  subtitle: optionalLine(1000),
  /** The English title of an article in Chinese. */
  enTitle: optionalLine(1000),
  authors: z.array(pdfArticleAuthor).max(500).default([]),
  abstract: optionalLine(20_000),
  enAbstract: optionalLine(20_000),
  keywords,
  enKeywords: keywords,
  doi: z
    .string()
    .trim()
    .regex(/^(10\.\d{4,9}\/\S+)?$/, 'must be a DOI such as 10.1234/abc')
    .default(''),
  articleType: line(100).default('research-article'),
  volume: optionalLine(20),
  issue: optionalLine(20),
  fpage: optionalLine(20),
  lpage: optionalLine(20),
  elocationId: optionalLine(50),
  dates: z
    .strictObject({
      received: partialDate.default(''),
      revised: partialDate.default(''),
      accepted: partialDate.default(''),
      /** Published online. */
      published: partialDate.default(''),
      /** Published in print. */
      print: partialDate.default(''),
    })
    .default({ received: '', revised: '', accepted: '', published: '', print: '' }),
  openAccess: z.boolean().default(true),
  funding: z
    .array(z.strictObject({ funder: line(300).min(1), awardIds: z.array(line(100).min(1)).max(20).default([]) }))
    .max(50)
    .default([]),
});
export type PdfArticleMetadataInput = z.input<typeof pdfArticleMetadata>;
export type PdfArticleMetadata = z.infer<typeof pdfArticleMetadata>;
