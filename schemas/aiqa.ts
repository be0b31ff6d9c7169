import { z } from 'zod';
import { flagOff, flagOn, linkUrl, text } from './primitives.ts';

/** AI question-and-answer panel (spec §1, §4). Absent config = no button. */
export const aiqaConfig = z.object({
  enabled: flagOn,
  /** The frame the panel embeds; secure parameters are appended when it opens. */
  frameUrl: linkUrl,
  appName: text,
  enAppName: text,
  /** Replaces the original's per-site-id button styles (62/65/66/142) and visibility list. */
  buttonStyle: z.enum(['round', 'tab']).default('round'),
  showOnHome: flagOn,
  showOnArticle: flagOff,
});
export type AiqaConfig = z.infer<typeof aiqaConfig>;
