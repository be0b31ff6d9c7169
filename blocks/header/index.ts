import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The site header; everything it shows comes from the site's header config and menu. */
export default defineBlock({
  name: 'header',
  codes: ['header'],
  island: 'intent',
  load: () => import('./Header.tsx'),
});
