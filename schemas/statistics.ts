import { z } from 'zod';

const count = z.number().int().nonnegative().default(0);

/** `getResourceCountsStatistic` (spec §3 "Statistic counts" and the search box's statistics strip). */
export const resourceCounts = z.object({
  bookCounts: count,
  publicationCounts: count,
  articleCounts: count,
  periodCounts: count,
  albumCounts: count,
  picAndTableCounts: count,
  audioCounts: count,
  videoCounts: count,
  chronicleCounts: count,
});
export type ResourceCounts = z.infer<typeof resourceCounts>;
