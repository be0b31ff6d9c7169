import { defineBlock } from '../../runtime/registry/define-block.ts';

/** `/audioList?type=video|audio` without a search: the site's videos or audio, each in its own player. */
export default defineBlock({
  name: 'media-player-list',
  codes: ['mediaPlayerList'],
  load: () => import('./MediaPlayerList.tsx'),
  contract: () => import('./contract.ts'),
});
