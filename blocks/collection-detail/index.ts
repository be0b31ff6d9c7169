import { defineBlock } from '../../runtime/registry/define-block.ts';

/** `collections/{virtualId}`: one virtual album with its articles, figures, tables and experts in tabs. */
export default defineBlock({
  name: 'collection-detail',
  codes: ['collectionDetail'],
  island: 'intent',
  load: () => import('./CollectionDetail.tsx'),
  contract: () => import('./contract.ts'),
});
