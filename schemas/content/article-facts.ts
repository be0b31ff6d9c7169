import { z } from 'zod';
import { referenceList } from './article-content.ts';
import { articleAsset } from './article-page.ts';
import { numericId } from '../primitives.ts';

/*
 * Replies of the article calls of spec §7's catalogue beside getHtml: each a view of what the database holds of one
 * article (its entity's counters, and the full text read from its JATS when one was imported).
 */

/**
 * `front-article/getReference?id=`: the article's reference lists (spec §3 reflist), sub-articles' included, as
 * structured citations. `fullText` false: the article is known only by its metadata, so no list is held.
 */
export const articleReferences = z.object({
  articleId: numericId,
  fullText: z.boolean(),
  /** References over all lists. */
  count: z.number().int().nonnegative(),
  lists: z.array(referenceList),
});
export type ArticleReferences = z.infer<typeof articleReferences>;

/**
 * `front-article/getStatistics?id=`: the article's counts. `citations` is the entity's referenceCount (spec §9:
 * "citations (referenceCount)"); `references` how many references its full text lists; `comments` null on a site
 * whose aggregated config leaves comments off (spec: enableComment).
 */
export const articleStatistics = z.object({
  articleId: numericId,
  visits: z.number().int().nonnegative(),
  downloads: z.number().int().nonnegative(),
  citations: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative().nullable(),
  /** Members who keep it among their favourites. */
  favourites: z.number().int().nonnegative(),
  references: z.number().int().nonnegative(),
});
export type ArticleStatistics = z.infer<typeof articleStatistics>;

/** Text of the full text in one language, as plain text (publicity is shown as cards and shares, not as the article). */
const languageText = { lang: z.string(), title: z.string() };

/**
 * `front-article/getPublicizeInfo?id=`: what an article's publicity shows (spec §3 Article content: highlights,
 * abstractgraphic): its highlights per language, its graphical abstracts with their image, and its lay summaries
 * (teaser, digest, executive summary …). Empty lists for an article known only by its metadata.
 */
export const articlePublicity = z.object({
  articleId: numericId,
  title: z.string(),
  enTitle: z.string(),
  doi: z.string(),
  highlights: z.array(z.object({ ...languageText, items: z.array(z.string()) })),
  graphicalAbstracts: z.array(z.object({ ...languageText, text: z.string(), image: articleAsset.nullable() })),
  /** Abstracts of a type other than the main one and the graphical: `teaser`, `summary`, `executive-summary` … */
  summaries: z.array(z.object({ ...languageText, type: z.string(), text: z.string() })),
});
export type ArticlePublicity = z.infer<typeof articlePublicity>;

/** Kinds of attachment: the article's PDF, its supplementary material, media files (video, audio) in its text. */
export const attachmentKinds = ['pdf', 'supplementary', 'media'] as const;
export const attachmentKind = z.enum(attachmentKinds);

export const articleAttachment = z.object({
  kind: attachmentKind,
  /** Its id in the article page (`supp1`, so `#supp1` leads to it); '' for the PDF or when the XML gives none. */
  anchor: z.string(),
  label: z.string(),
  title: z.string(),
  /** The file's format as the XML or the file says (`csv`, `mp4`, `pdf`); '' when unknown. */
  format: z.string(),
  /** Where to fetch it (the PDF: its download route, which asks what spec §6 asks); null when the package lacks the file. */
  url: z.string().nullable(),
});

/**
 * `front-article/getAttachTypes?id=`: which kinds of attachment the article has, with how many of each (only kinds it
 * has), and the attachments themselves in document order.
 */
export const articleAttachTypes = z.object({
  articleId: numericId,
  /** Whether this reader may download (spec §6: downloadPower, or signed in); if not, the PDF's route asks to sign in. */
  mayDownload: z.boolean(),
  types: z.array(z.object({ kind: attachmentKind, count: z.number().int().positive() })),
  attachments: z.array(articleAttachment),
});
export type ArticleAttachTypes = z.infer<typeof articleAttachTypes>;
