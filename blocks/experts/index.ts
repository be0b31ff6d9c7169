import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home module `experts`: members of the editorial board, with a link to the board page. */
export default defineBlock({
  name: 'experts',
  codes: ['experts'],
  load: () => import('./Experts.tsx'),
  contract: () => import('./contract.ts'),
});
