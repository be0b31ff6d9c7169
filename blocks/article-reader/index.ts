import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The article reading view (spec §2): metadata, the full text from JATS in the spec's order, references. */
export default defineBlock({
  name: 'article-reader',
  codes: ['articleReader'],
  island: 'load',
  load: () => import('./ArticleReader.tsx'),
  contract: () => import('./contract.ts'),
});
