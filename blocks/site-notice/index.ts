import { z } from 'zod';
import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Spec §8 notices for an expired site and a site in maintenance. */
export default defineBlock({
  name: 'site-notice',
  codes: ['siteNotice'],
  props: z.object({ kind: z.enum(['expired', 'maintenance']) }),
  load: () => import('./SiteNotice.tsx'),
});
