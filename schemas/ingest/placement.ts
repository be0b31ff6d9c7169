import { z } from 'zod';
import { numericId } from '../primitives.ts';

/**
 * Where an imported article stands (spec §4 firstStatus): in an issue (0), online first (a proof, 1–10, no issue yet)
 * or just accepted (-1, no issue).
 */
export const articleStage = z.enum(['issue', 'online-first', 'just-accepted']);
export type ArticleStage = z.infer<typeof articleStage>;

const issueNumber = z.string().trim().min(1, 'must name the issue number').max(20);

/** An issue of the journal: by id, or by year, volume and number as printed (volume '' when the journal has none). */
export const issueRef = z.union([
  z.strictObject({ id: numericId }),
  z.strictObject({ year: z.number().int().min(1800).max(2200), volume: z.string().trim().max(20).default(''), number: issueNumber }),
]);
export type IssueRef = z.infer<typeof issueRef>;

/** A column (section) of the journal: by id, or by its name in either language (letter case aside). */
export const columnRef = z.union([z.strictObject({ id: numericId }), z.strictObject({ name: z.string().trim().min(1).max(200) })]);
export type ColumnRef = z.infer<typeof columnRef>;

/**
 * Where to put an imported article (server/ingest/placement/). Nothing said keeps a re-imported article where it was,
 * and puts a new one in its site's first journal, in the issue its file names, which must exist. The file's own
 * volume and issue are read only when no issue is given.
 */
export const placementRequest = z
  .strictObject({
    /** One of the site's journals; default: where the article already is, else the site's first. */
    journalId: numericId.optional(),
    /** Default: `issue`. */
    stage: articleStage.optional(),
    issue: issueRef.optional(),
    column: columnRef.optional(),
    /** Create the issue that year, volume and number name when the journal has none such (else: refused). */
    createIssues: z.boolean().default(false),
    /**
     * What an article becomes that goes in an issue but names none and is given none: refused (default), or
     * published outside any issue (continuous publication, as eLife publishes; what the sample seed does).
     */
    issueless: z.enum(['refuse', 'publish']).default('refuse'),
  })
  .refine((request) => request.issue === undefined || (request.stage ?? 'issue') === 'issue', {
    message: 'an issue was given with the stage online-first or just-accepted: such articles are in no issue',
    path: ['issue'],
  })
  .refine((request) => !request.createIssues || (request.stage ?? 'issue') === 'issue', {
    message: 'creating issues applies to articles placed in an issue only',
    path: ['createIssues'],
  });
/** A placement as callers write it (defaults may be left out). */
export type PlacementInput = z.input<typeof placementRequest>;
export type PlacementRequest = z.infer<typeof placementRequest>;
