import { z } from 'zod';
import { flagOff, flagOn, numericId } from './primitives.ts';

/** Journal-level display settings (spec §3 "publication config"). */
export const publicationConfig = z.object({
  /** The journal this site publishes; periods and articles are looked up through it. */
  publicationId: numericId.nullable().default(null),
  /** 4 sends the back-issue menu entry to the all-issues page instead of the latest issue (spec §2). */
  backIssueStyle: z.number().int().min(1).max(4).default(1),
  /** Show page ranges and DOIs in tables of contents. */
  showPages: flagOn,
  showDoi: flagOn,
  /** Readers may download PDFs from the table of contents. */
  downloadEnabled: flagOn,
  /** Show the Online First and Just Accepted lists. */
  onlineFirst: flagOn,
  justAccepted: flagOff,
});
export type PublicationConfig = z.infer<typeof publicationConfig>;
