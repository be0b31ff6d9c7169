import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Resource statistics (module code `statistics`, styles 1 strip and 2 cards): counts from getResourceCountsStatistic. */
export default defineBlock({
  name: 'statistics',
  codes: ['statistics'],
  styleIds: [1, 2],
  load: () => import('./Statistics.tsx'),
  contract: () => import('./contract.ts'),
});
