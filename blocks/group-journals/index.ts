import { defineBlock } from '../../runtime/registry/define-block.ts';

/** `/homeNav` (spec §2): the group's journals, each logo linking to its site. */
export default defineBlock({
  name: 'group-journals',
  codes: ['groupJournals'],
  load: () => import('./GroupJournals.tsx'),
  contract: () => import('./contract.ts'),
});
