import { z } from 'zod';
import { isoDate, linkUrl, numericId, text } from '../primitives.ts';

/** A book (spec §3 "Book"). */
export const book = z.object({
  id: numericId,
  title: z.string().min(1),
  enTitle: text,
  isbn: z.string().regex(/^(97[89][- ]?)?\d{1,5}[- ]?\d+[- ]?\d+[- ]?[\dX]$|^$/, 'must be an ISBN').default(''),
  editionCode: text,
  publisher: text,
  publishDate: isoDate,
  chiefEditor: text,
  catalogue: z.array(z.string()).default([]),
  abstract: text,
  enAbstract: text,
  coverUrl: linkUrl,
});
export type Book = z.infer<typeof book>;
