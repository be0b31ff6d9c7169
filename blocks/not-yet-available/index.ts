import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Stands in for a screen a later issue builds, so its route already answers and reads its params. */
export default defineBlock({
  name: 'not-yet-available',
  codes: ['notYetAvailable'],
  load: () => import('./NotYetAvailable.tsx'),
  contract: () => import('./contract.ts'),
});
