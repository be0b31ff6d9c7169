import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import type { HotWord } from '../../schemas/content/hot-words.ts';

export const searchBoxStyleSevenProps = z.object({
  /** Which search-box component of `search.json` to show; default the first with the module's style. */
  boxId: numericId.optional(),
  /** How many hot words under the box (spec §9: page 0, size 10); 0: none. */
  hotWords: z.number().int().min(0).max(100).default(10),
});
export type SearchBoxStyleSevenProps = z.output<typeof searchBoxStyleSevenProps>;

/** The hot words; empty when there are none or they could not be had (the box still searches). */
export type SearchBoxStyleSevenData = { hotWords: HotWord[] };

export default defineBlockContract<SearchBoxStyleSevenProps, SearchBoxStyleSevenData>({
  props: searchBoxStyleSevenProps,
  query: (props, { bootstrap, call }) => {
    const query = { page: 0, size: props.hotWords };
    return {
      queryKey: ['searchBoxHotWords', bootstrap.site.siteId, query],
      queryFn: async () => {
        if (props.hotWords === 0) return { hotWords: [] };
        try {
          return { hotWords: (await call(catalogueEndpoints.hotWords, { query })).content };
        } catch {
          return { hotWords: [] };
        }
      },
    };
  },
});
