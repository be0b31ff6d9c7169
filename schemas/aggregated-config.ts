import { z } from 'zod';
import { flagOff } from './primitives.ts';

/** `getAggregatedConfig` (spec §7): reader-facing switches that span the site. */
export const aggregatedConfig = z.object({
  enableComment: flagOff,
  /** Machine translation in the reader; offered only when 1 (spec §5). */
  enableTranslation: flagOff,
});
export type AggregatedConfig = z.infer<typeof aggregatedConfig>;
