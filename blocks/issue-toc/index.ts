import { defineBlock } from '../../runtime/registry/define-block.ts';

/** One issue (spec §2 `issue/{year}/{issue}`): its heading and its table of contents grouped by column. */
export default defineBlock({
  name: 'issue-toc',
  codes: ['issueToc'],
  load: () => import('./IssueToc.tsx'),
  contract: () => import('./contract.ts'),
});
