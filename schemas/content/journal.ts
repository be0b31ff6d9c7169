import { z } from 'zod';
import { linkUrl, numericId, text } from '../primitives.ts';

/** A journal (spec §3 "Journal"). `publicationName`, `organizerUnit`, `cn`, `issn` are its search fields. */
export const journal = z.object({
  id: numericId,
  publicationName: z.string().min(1),
  enPublicationName: text,
  /** The abbreviated title indexes and Crossref list it by (ISO 4), e.g. `Opt. Front.`; '' when it has none. */
  abbrevTitle: text,
  impactFactor: z.number().nonnegative().nullable().default(null),
  editorInChief: text,
  enEditorInChief: text,
  sponsor: text,
  supervisor: text,
  organizerUnit: text,
  frequency: text,
  issn: z.string().regex(/^(\d{4}-\d{3}[\dX])?$/, 'must be an ISSN such as 1234-567X').default(''),
  eissn: z.string().regex(/^(\d{4}-\d{3}[\dX])?$/, 'must be an ISSN such as 1234-567X').default(''),
  cn: text,
  startYear: z.number().int().nullable().default(null),
  readership: text,
  databases: z.array(z.string()).default([]),
  address: text,
  postalCode: text,
  phone: text,
  email: text,
  coverUrl: linkUrl,
  introduction: text,
  enIntroduction: text,
  /**
   * The issue readers see as current (home page, "current issue" links and feed, e-mail alerts), set on the desk;
   * null, or an issue readers do not have: the newest issue.
   */
  currentIssueId: numericId.nullable().default(null),
});
export type Journal = z.infer<typeof journal>;

/** A column (section) of a journal; tables of contents group by it. */
export const column = z.object({
  id: numericId,
  publicationId: numericId,
  name: z.string().min(1),
  enName: text,
  sort: z.number().int().default(0),
});
export type Column = z.infer<typeof column>;
