import { z } from 'zod';
import { article } from '../content/article.ts';
import { deskItemFields } from './desk-kinds.ts';
import { deskItemParams } from './desk-api.ts';

const itemId = z.number().int().positive();

/** An issue, a journal or an article of a site's desk, by id. */
export const deskIssueParams = z.object({ sld: deskItemParams.shape.sld, id: deskItemParams.shape.id });

/** An article as the desk holds it. */
export const deskArticleItem = z.object({ kind: z.literal('article'), ...deskItemFields, data: article });

/**
 * An issue's table of contents on the desk: its articles (published or not, none in the bin) in the order readers
 * see them within each column — as editors ordered them, then by first page, then by id. Readers group them by
 * column in the journal's column order.
 */
export const issueContents = z.object({ issueId: itemId, articles: z.array(deskArticleItem) });
export type IssueContents = z.infer<typeof issueContents>;

/** The most articles one issue's order names (an issue of 300 articles is a large one). */
export const maxIssueArticles = 5000;

/**
 * A new order of an issue's articles: every article of the issue, each once, first to last. Readers still group them
 * by column, so only the order of a column's own articles counts. A list that is not the issue's articles as they
 * are now (another editor placed or moved one) is refused with 409 and the contents as they are.
 */
export const issueOrderBody = z.object({
  articleIds: z
    .array(itemId)
    .max(maxIssueArticles)
    .refine((ids) => new Set(ids).size === ids.length, 'names an article more than once'),
});

/** The issue readers see as the journal's current one; null: the newest issue. */
export const currentIssueBody = z.object({ issueId: itemId.nullable() });

/**
 * Moves an Online First article into an issue, naming the version it acts on: it leaves Online First (stage 0), takes
 * the issue (its year, volume and number as printed) and the column, and keeps its id and DOI.
 */
export const promoteArticleBody = z.object({ version: itemId, issueId: itemId, columnId: itemId.nullable() });
