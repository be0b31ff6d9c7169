import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

export const searchBoxStyleFourProps = z.object({
  /** Which search-box component of `search.json` to show; default the first with the module's style. */
  boxId: numericId.optional(),
});
export type SearchBoxStyleFourProps = z.output<typeof searchBoxStyleFourProps>;

export default defineBlockContract({
  props: searchBoxStyleFourProps,
});
