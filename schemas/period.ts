import { z } from 'zod';
import { isoDate, linkUrl, numericId, text } from './primitives.ts';

/** One issue of a journal (spec §3 "Period": year, issue, periods). */
export const period = z.object({
  id: numericId,
  publicationId: numericId,
  year: z.number().int().min(1800).max(2200),
  /** Issue number within the year, as printed ("3", "S1"). */
  issue: z.string().min(1),
  /** Volume. */
  periods: z.string().default(''),
  title: text,
  enTitle: text,
  coverUrl: linkUrl,
  publishDate: isoDate,
});
export type Period = z.infer<typeof period>;

/** `getPeriodTree`: issues grouped by year. */
export const periodTree = z.array(z.object({ year: z.number().int(), periods: z.array(period) }));
export type PeriodTree = z.infer<typeof periodTree>;
