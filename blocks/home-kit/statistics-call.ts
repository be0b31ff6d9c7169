import type { z } from 'zod';
import { resourceCounts } from '../../schemas/statistics.ts';

/** The resource counts call (spec §2 statistics strip): the `statistics` block's and search-box style six's strip. */
export const statisticsPath = '/rc-pub/front/resource-statistics/getResourceCountsStatistic';

export const statisticKey = resourceCounts.keyof();
export type StatisticKey = z.infer<typeof statisticKey>;

/** The spec's statistics strip: books, journals, papers, issues, graphs, music, local chronicles (spec §2). */
export const defaultStatisticItems: StatisticKey[] = ['bookCounts', 'publicationCounts', 'articleCounts', 'periodCounts', 'picAndTableCounts', 'audioCounts', 'chronicleCounts'];
