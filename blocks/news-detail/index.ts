import { defineBlock } from '../../runtime/registry/define-block.ts';

/** One news item (spec §2 `newsDetails/{id}`): title, date, source, cover, body, visits. */
export default defineBlock({
  name: 'news-detail',
  codes: ['newsDetail'],
  load: () => import('./NewsDetail.tsx'),
  contract: () => import('./contract.ts'),
});
