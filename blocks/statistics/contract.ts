import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { defaultStatisticItems, statisticKey, type ResourceCounts } from '../../schemas/statistics.ts';

export const statisticsProps = z.object({
  /** Which counts to show, in this order. */
  items: z
    .array(statisticKey)
    .default(defaultStatisticItems)
    .transform((items) => [...new Set(items)]),
});
export type StatisticsProps = z.output<typeof statisticsProps>;

export default defineBlockContract<StatisticsProps, ResourceCounts>({
  props: statisticsProps,
  query: (_props, { bootstrap, call }) => {
    // Some sites count from the ADCS store (a configured feature, spec §7 "fromAdcs for two sites").
    const query = bootstrap.features.statisticsFromAdcs ? ({ fromAdcs: 'true' } as const) : {};
    return {
      queryKey: ['statistics', bootstrap.site.siteId, query],
      queryFn: () => call(catalogueEndpoints.resourceCounts, { query }),
    };
  },
});
