import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export const searchBoxStyleTwoProps = z.object({
  /** Which search-box component of `search.json` to show; default the first with the module's style. */
  boxId: numericId.optional(),
});
export type SearchBoxStyleTwoProps = z.output<typeof searchBoxStyleTwoProps>;

export default defineBlockContract({
  props: searchBoxStyleTwoProps,
});
