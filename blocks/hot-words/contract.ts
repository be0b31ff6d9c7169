import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { Page } from '../../schemas/page.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import type { HotWord } from '../../schemas/content/hot-words.ts';

export const hotWordsProps = z.object({
  /** How many words (spec §9: page 0, size 10). */
  size: z.number().int().min(1).max(100).default(10),
});
export type HotWordsProps = z.output<typeof hotWordsProps>;

export default defineBlockContract<HotWordsProps, Page<HotWord>>({
  props: hotWordsProps,
  query: (props, { bootstrap, call }) => {
    const query = { page: 0, size: props.size };
    return {
      queryKey: ['hotWords', bootstrap.site.siteId, query],
      queryFn: () => call(catalogueEndpoints.hotWords, { query }),
    };
  },
});
