import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The advanced search builder (spec §2 `/seniorSearch`): rows of field and term joined by AND, OR, NOT. */
export default defineBlock({
  name: 'advanced-search',
  codes: ['advancedSearch'],
  island: 'load',
  load: () => import('./AdvancedSearch.tsx'),
  contract: () => import('./contract.ts'),
});
