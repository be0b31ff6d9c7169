import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Spec §8: 404 shows its text and a link home. */
export default defineBlock({
  name: 'not-found',
  codes: ['notFound'],
  load: () => import('./NotFound.tsx'),
});
