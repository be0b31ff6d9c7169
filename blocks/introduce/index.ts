import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Journal introduction (module code `introduce`): the introduction text and key facts of one journal. */
export default defineBlock({
  name: 'introduce',
  codes: ['introduce'],
  load: () => import('./Introduce.tsx'),
  contract: () => import('./contract.ts'),
});
