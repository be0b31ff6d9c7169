import { defineBlock } from '../../runtime/registry/define-block.ts';

/** `/newArticle` (spec §2 conference, prePublication): articles before their issue, and conference papers. */
export default defineBlock({
  name: 'new-articles',
  codes: ['newArticles'],
  load: () => import('./NewArticles.tsx'),
  contract: () => import('./contract.ts'),
});
