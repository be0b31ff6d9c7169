import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home module `selnews`: news in tabs (Information, Announcement, Dynamic, Statement). */
export default defineBlock({
  name: 'news-list',
  codes: ['selnews'],
  island: 'intent',
  load: () => import('./NewsList.tsx'),
  contract: () => import('./contract.ts'),
});
