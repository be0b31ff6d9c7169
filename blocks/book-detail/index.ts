import { defineBlock } from '../../runtime/registry/define-block.ts';

/** `/bookList?id=…`: one book's details (spec §3 Book). */
export default defineBlock({
  name: 'book-detail',
  codes: ['bookDetail'],
  load: () => import('./BookDetail.tsx'),
  contract: () => import('./contract.ts'),
});
