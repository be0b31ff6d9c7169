import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The Online First and Just Accepted screens (spec §2): their articles with each one's stage, 20 a page. */
export default defineBlock({
  name: 'article-stage-list',
  codes: ['articleStageList'],
  load: () => import('./ArticleStageList.tsx'),
  contract: () => import('./contract.ts'),
});
