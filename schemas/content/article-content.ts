import { z } from 'zod';
import { blockList, referenceList } from './article-content/blocks.ts';
import {
  abstract,
  affiliation,
  articleDates,
  contributor,
  correspondence,
  funding,
  journalMeta,
  keywordGroup,
  permissions,
  translatedTitle,
} from './article-content/front-matter.ts';
import { inlineText } from './article-content/inline.ts';
import { elementId, languageCode } from './article-content/primitives.ts';

export * from './article-content/assets.ts';
export * from './article-content/blocks.ts';
export * from './article-content/front-matter.ts';
export * from './article-content/inline.ts';
export * from './article-content/math.ts';
export * from './article-content/primitives.ts';
export * from './article-content/references.ts';
export * from './article-content/table-grid.ts';

/**
 * What an article and each of its sub-articles have alike: front matter, body and back matter, in the order a
 * reader shows them (spec §2 "Article reading view"). Back-matter parts are block lists; a part the XML lacks is
 * an empty list.
 */
const documentParts = {
  title: inlineText,
  subtitle: inlineText,
  transTitles: z.array(translatedTitle),
  authors: z.array(contributor),
  /** Editors, reviewers and other non-author contributors. */
  editors: z.array(contributor),
  affiliations: z.array(affiliation),
  correspondence: z.array(correspondence),
  /** Author notes other than contributions and conflicts (present address, deceased, edited by …). */
  authorNotes: blockList,
  abstracts: z.array(abstract),
  highlights: z.array(abstract),
  keywords: z.array(keywordGroup),
  body: blockList,
  acknowledgements: blockList,
  /** Author contributions, incl. equal-contribution notes. */
  contributions: blockList,
  /** Competing interests. */
  conflict: blockList,
  ethics: blockList,
  dataAvailability: blockList,
  funding,
  supplementary: blockList,
  glossary: blockList,
  appendix: blockList,
  footnotes: blockList,
  /** Back-matter sections with no place of their own (additional information, biographies …). */
  notes: blockList,
  references: z.array(referenceList),
};

/** A sub-article (`sub-article`, `response`): decision letter, review, author reply, translation … */
const subArticleHead = z.object({
  type: z.literal('sub-article'),
  id: elementId,
  /** `article-type`: `decision-letter`, `referee-report`, `reply`, `translation`, `article-commentary` … */
  articleType: z.string(),
  language: languageCode,
  doi: z.string(),
  ...documentParts,
});
export const subArticle = subArticleHead.extend({
  get subArticles(): z.ZodArray<typeof subArticle> {
    return z.array(subArticle);
  },
});
export type SubArticle = z.infer<typeof subArticle>;

/** How many of each countable element the content holds, sub-articles included: for checks and for lists. */
export const contentCounts = z.object({
  figures: z.number().int().nonnegative(),
  tables: z.number().int().nonnegative(),
  /** Display and inline formulas. */
  formulas: z.number().int().nonnegative(),
  references: z.number().int().nonnegative(),
  footnotes: z.number().int().nonnegative(),
  supplementaryMaterials: z.number().int().nonnegative(),
  subArticles: z.number().int().nonnegative(),
});
export type ContentCounts = z.infer<typeof contentCounts>;

/**
 * The full text of an article as a reader view renders it (spec §3 "Article content"): structured nodes, never
 * HTML. Read from JATS XML by the ingest.
 */
export const articleContent = z.object({
  /** `article/@xml:lang` as a primary subtag; `en` when the XML does not say. */
  language: languageCode.min(2),
  articleType: z.string(),
  doi: z.string(),
  journal: journalMeta,
  /** Subject headings (`subj-group`). */
  subjects: z.array(z.string()),
  volume: z.string(),
  issue: z.string(),
  fpage: z.string(),
  lpage: z.string(),
  elocationId: z.string(),
  dates: articleDates,
  permissions,
  ...documentParts,
  subArticles: z.array(subArticle),
  counts: contentCounts,
});
export type ArticleContent = z.infer<typeof articleContent>;
export type ArticleDocumentParts = { [K in keyof typeof documentParts]: z.infer<(typeof documentParts)[K]> };
