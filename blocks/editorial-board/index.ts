import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The editorial board (`editorial-board/{id}/{editorialId}`, module code `editorialBoard`): members by role, paged. */
export default defineBlock({
  name: 'editorial-board',
  codes: ['editorialBoard'],
  load: () => import('./EditorialBoard.tsx'),
  contract: () => import('./contract.ts'),
});
