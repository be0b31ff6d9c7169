import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home module `books`: recommended books with cover, title, chief editor and publisher. */
export default defineBlock({
  name: 'books',
  codes: ['books'],
  load: () => import('./Books.tsx'),
  contract: () => import('./contract.ts'),
});
