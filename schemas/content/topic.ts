import { z } from 'zod';
import { numericId } from '../primitives.ts';

/**
 * A topic (spec §3 Site topicId; spec §7 `expert/list?topicId=`): the subject area a site's experts belong to, named
 * after its site. `topic/list` answers the site's topic, or a group's members' topics, in configured order.
 */
export const topic = z.object({
  id: numericId,
  siteId: numericId,
  sld: z.string(),
  name: z.string(),
  enName: z.string(),
  /** Experts of the topic on that site (what `expert/list?topicId=` pages through). */
  expertCount: z.number().int().nonnegative(),
});
export type Topic = z.infer<typeof topic>;
