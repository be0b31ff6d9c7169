import { defineBlock } from '../../runtime/registry/define-block.ts';

/** `/newLeaguage` (spec §2): articles with abstracts in several languages, each linking to its article. */
export default defineBlock({
  name: 'multilingual-abstracts',
  codes: ['multilingualAbstracts'],
  load: () => import('./MultilingualAbstracts.tsx'),
  contract: () => import('./contract.ts'),
});
