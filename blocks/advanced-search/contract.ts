import { z } from 'zod';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';

/** The resource type chosen first (the page's `type`: a code or the site's type id); anything else: the first type. */
export const advancedSearchProps = z.object({
  type: z.string().max(40).catch(''),
});
export type AdvancedSearchProps = z.output<typeof advancedSearchProps>;

export default defineBlockContract<AdvancedSearchProps>({ props: advancedSearchProps });
