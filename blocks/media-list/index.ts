import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home module `media`: the newest videos or audio recordings, playable in place. */
export default defineBlock({
  name: 'media-list',
  codes: ['media'],
  island: 'intent',
  load: () => import('./MediaList.tsx'),
  contract: () => import('./contract.ts'),
});
