import { defineBlock } from '../../runtime/registry/define-block.ts';
import { styleOneIds } from '../../runtime/search/search-target.ts';

/** Spec §2 search box, style one (style ids 1, 8, 9): compact, optional background; no empty-keyword check (§5). */
export default defineBlock({
  name: 'search-box-style-one',
  codes: ['searchBox'],
  island: 'intent',
  styleIds: styleOneIds,
  load: () => import('./SearchBoxStyleOne.tsx'),
  contract: () => import('./contract.ts'),
});
