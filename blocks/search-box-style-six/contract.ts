import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { defaultStatisticItems, statisticKey, type ResourceCounts } from '../../schemas/statistics.ts';

export const searchBoxStyleSixProps = z.object({
  /** Which search-box component of `search.json` to show; default the first with the module's style. */
  boxId: numericId.optional(),
  /** The counts of the statistics strip, in this order (default the spec's strip); empty: no strip. */
  statistics: z
    .array(statisticKey)
    .default(defaultStatisticItems)
    .transform((items) => [...new Set(items)]),
});
export type SearchBoxStyleSixProps = z.output<typeof searchBoxStyleSixProps>;

/** The strip's counts; null when they could not be had (the box still searches, without its strip). */
export type SearchBoxStyleSixData = { counts: ResourceCounts | null };

export default defineBlockContract<SearchBoxStyleSixProps, SearchBoxStyleSixData>({
  props: searchBoxStyleSixProps,
  query: (props, { bootstrap, call }) => {
    // The statistics block's call (ADCS counts where the site is configured so), under the box's own cache key.
    const query = bootstrap.features.statisticsFromAdcs ? ({ fromAdcs: 'true' } as const) : {};
    return {
      queryKey: ['searchBoxStatistics', bootstrap.site.siteId, query, props.statistics.length > 0],
      queryFn: async () => {
        if (props.statistics.length === 0) return { counts: null };
        try {
          return { counts: await call(catalogueEndpoints.resourceCounts, { query }) };
        } catch {
          return { counts: null };
        }
      },
    };
  },
});
