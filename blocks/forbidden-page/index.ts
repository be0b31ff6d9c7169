import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Spec §8: an unknown site (status 10001) opens the forbidden page. */
export default defineBlock({
  name: 'forbidden-page',
  codes: ['forbiddenPage'],
  load: () => import('./ForbiddenPage.tsx'),
});
