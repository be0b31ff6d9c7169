import { defineBlock } from '../../runtime/registry/define-block.ts';

/** `collectionList/{id}`: the site's virtual albums (special collections), a page at a time. */
export default defineBlock({
  name: 'collection-list',
  codes: ['collectionList'],
  load: () => import('./CollectionList.tsx'),
  contract: () => import('./contract.ts'),
});
