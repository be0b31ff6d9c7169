import { z } from 'zod';
import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Spec §8: an unknown site (status 10001) opens the forbidden page. */
export default defineBlock({
  name: 'forbidden-page',
  codes: ['forbiddenPage'],
  props: z.object({}),
  load: () => import('./ForbiddenPage.tsx'),
});
