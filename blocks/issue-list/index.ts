import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The all-issues screen (spec §2 `issues`): every issue of the journal by year, newest first. */
export default defineBlock({
  name: 'issue-list',
  codes: ['issueList'],
  load: () => import('./IssueList.tsx'),
  contract: () => import('./contract.ts'),
});
