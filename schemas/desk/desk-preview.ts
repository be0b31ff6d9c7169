import { z } from 'zod';
import { languageSegment } from '../language.ts';
import { deskKindParams } from './desk-api.ts';
import type { DeskKindName } from './desk-kinds.ts';

/**
 * The kinds an editor may preview as readers will see them, before publishing: each has a reader's page of its own
 * (an article's, an issue's table of contents, a news item's, a book's, an expert's on the editorial board, an
 * information page, the journal's description), or a list that shows it (a recording, first on its audio or video
 * list). A column has no page of its own, and an album's page counts what other pages hold: neither is previewed.
 */
export const previewedKinds = ['article', 'issue', 'news', 'expert', 'book', 'media', 'page', 'journal'] as const satisfies readonly DeskKindName[];
export type PreviewedKind = (typeof previewedKinds)[number];

export function isPreviewed(kind: DeskKindName): kind is PreviewedKind {
  return (previewedKinds as readonly DeskKindName[]).includes(kind);
}

export const deskPreviewParams = deskKindParams.extend({ kind: z.enum(previewedKinds), id: z.coerce.number().int().positive() });
/** The page's language; default the site's. */
export const deskPreviewQuery = z.object({ lang: languageSegment.optional() });

/** A package file of an article on the desk (a draft's too), by its stored name. */
export const deskPreviewFileParams = z.object({ sld: z.string().min(1).max(64), id: z.coerce.number().int().positive(), name: z.string().max(200) });
