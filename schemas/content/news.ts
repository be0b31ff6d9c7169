import { z } from 'zod';
import { isoDate, linkUrl, numericId, text } from '../primitives.ts';

/** News tabs (spec §2): 1 Information, 2 Announcement, 3 Dynamic, 4 Statement. */
export const newsTabIds = [1, 2, 3, 4] as const;
export const newsTab = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const newsItem = z.object({
  id: numericId,
  tab: newsTab,
  title: z.string().min(1),
  enTitle: text,
  summary: text,
  enSummary: text,
  /** Body as plain paragraphs; rendered as text, never as HTML. */
  body: z.array(z.string()).default([]),
  enBody: z.array(z.string()).default([]),
  coverUrl: linkUrl,
  source: text,
  publishDate: isoDate.refine((date) => date !== '', 'is required'),
  visits: z.number().int().nonnegative().default(0),
});
export type NewsItem = z.infer<typeof newsItem>;
