import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The news centre (spec §2 `/news`, `news/{id}`, `newsInfo/{id}/{activeId}`): news in four tabs, a page at a time. */
export default defineBlock({
  name: 'news-centre',
  codes: ['newsCentre'],
  load: () => import('./NewsCentre.tsx'),
  contract: () => import('./contract.ts'),
});
