import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Spec §8 notices for an expired site and a site in maintenance. */
export default defineBlock({
  name: 'site-notice',
  codes: ['siteNotice'],
  load: () => import('./SiteNotice.tsx'),
  contract: () => import('./contract.ts'),
});
