import { defineBlock } from '../../runtime/registry/define-block.ts';

/** Home module `selarticle`: featured articles in tabs (most read, downloaded, cited, editors' choice …). */
export default defineBlock({
  name: 'selected-articles',
  codes: ['selarticle'],
  island: 'intent',
  styleIds: [1, 2],
  load: () => import('./SelectedArticles.tsx'),
  contract: () => import('./contract.ts'),
});
