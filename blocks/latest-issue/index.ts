import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home module `latestIssue`: the table of contents of the current issue. */
export default defineBlock({
  name: 'latest-issue',
  codes: ['latestIssue'],
  styleIds: [1, 2],
  load: () => import('./LatestIssue.tsx'),
  contract: () => import('./contract.ts'),
});
