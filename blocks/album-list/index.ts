import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home module `album`: the newest virtual albums (special collections) as cards. */
export default defineBlock({
  name: 'album-list',
  codes: ['album'],
  load: () => import('./AlbumList.tsx'),
  contract: () => import('./contract.ts'),
});
