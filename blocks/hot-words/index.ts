import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The most searched words (module code `hotWords`); each searches articles for the word. */
export default defineBlock({
  name: 'hot-words',
  codes: ['hotWords'],
  load: () => import('./HotWords.tsx'),
  contract: () => import('./contract.ts'),
});
