import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home module `onlineFirst`: the newest Online First articles. */
export default defineBlock({
  name: 'online-first',
  codes: ['onlineFirst'],
  load: () => import('./OnlineFirst.tsx'),
  contract: () => import('./contract.ts'),
});
