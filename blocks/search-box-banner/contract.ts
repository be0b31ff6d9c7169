import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export const searchBoxBannerProps = z.object({
  /** Which search-box component of `search.json` to show; default the first banner (style 13). */
  boxId: numericId.optional(),
});
export type SearchBoxBannerProps = z.output<typeof searchBoxBannerProps>;

export default defineBlockContract({
  props: searchBoxBannerProps,
});
