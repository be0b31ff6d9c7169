import { z } from 'zod';
import { elementId, languageCode } from './primitives.ts';
import { inlineText } from './inline.ts';

/**
 * One citation of a reference. `text` is the whole citation as readers see it: for a mixed citation the publisher's
 * own punctuation, for an element citation a formatted rendering of its fields. The other fields are the parts the
 * XML tagged, as plain text ('' when not tagged), for metadata and links.
 */
export const citation = z.object({
  /** The JATS element: `element-citation`, `mixed-citation`, `nlm-citation` or `citation`. */
  kind: z.enum(['element-citation', 'mixed-citation', 'nlm-citation', 'citation']),
  /** `journal`, `book`, `data`, `web` …; '' when not given. */
  publicationType: z.string(),
  lang: languageCode,
  /** Authors as "Surname GivenNames" (or a group's name), in order. */
  authors: z.array(z.string()),
  etAl: z.boolean(),
  /** The article or chapter title. */
  title: z.string(),
  /** The journal or book. */
  source: z.string(),
  year: z.string(),
  volume: z.string(),
  issue: z.string(),
  fpage: z.string(),
  lpage: z.string(),
  elocationId: z.string(),
  publisher: z.string(),
  doi: z.string(),
  pmid: z.string(),
  pmcid: z.string(),
  url: z.string(),
  text: inlineText,
});
export type Citation = z.infer<typeof citation>;

/** A reference (`ref`): its id (`#bib12`), label, and one or more citations (the same work, differently tagged). */
export const referenceNode = z.object({
  type: z.literal('ref'),
  id: elementId,
  label: z.string(),
  citations: z.array(citation),
});
export type ReferenceNode = z.infer<typeof referenceNode>;
