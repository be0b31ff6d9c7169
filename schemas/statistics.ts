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

/** The resource counts call: the statistics block's strip and search-box style six's. */
export const statisticsPath = '/rc-pub/front/resource-statistics/getResourceCountsStatistic';

export const statisticKey = resourceCounts.keyof();
export type StatisticKey = z.infer<typeof statisticKey>;

/** The spec's statistics strip: books, journals, papers, issues, graphs, music, local chronicles (spec §2). */
export const defaultStatisticItems: StatisticKey[] = ['bookCounts', 'publicationCounts', 'articleCounts', 'periodCounts', 'picAndTableCounts', 'audioCounts', 'chronicleCounts'];
