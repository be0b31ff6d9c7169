import { z } from 'zod';
import { flagOff, flagOn, linkUrl, numericId, text } from './primitives.ts';

/**
 * The organisation that publishes the journal, as structured data names it (schema.org `publisher`): its name in
 * Chinese and English, its own address (absolute, or a path of this site) and its logo.
 */
export const publisherConfig = z.object({
  name: z.string().trim().min(1, 'a publisher needs a name'),
  enName: text,
  url: linkUrl,
  logo: linkUrl,
});
export type PublisherConfig = z.infer<typeof publisherConfig>;

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
  /** Absent: structured data names no publisher. */
  publisher: publisherConfig.nullable().default(null),
});
export type PublicationConfig = z.infer<typeof publicationConfig>;
