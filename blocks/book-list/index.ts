import { defineBlock } from '../../runtime/registry/define-block.ts';

/** `/bookList` (not a search): the site's books, a page at a time, each linking to its details. */
export default defineBlock({
  name: 'book-list',
  codes: ['bookList'],
  load: () => import('./BookList.tsx'),
  contract: () => import('./contract.ts'),
});
