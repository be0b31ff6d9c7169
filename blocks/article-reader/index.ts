import { defineBlock } from '../../runtime/registry/define-block.ts';

/**
 * The article reading view (spec §2): metadata, the full text from JATS in the spec's order, references. Static HTML
 * with interactive pieces (cite, translate, figures, Collect) and a plain-DOM behaviour (reference popovers, the visit).
 */
export default defineBlock({
  name: 'article-reader',
  codes: ['articleReader'],
  behaviour: 'load',
  load: () => import('./ArticleReader.tsx'),
  contract: () => import('./contract.ts'),
});
