import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The search-box style this block draws (spec §2: style seven). */
export const styleSevenIds: readonly number[] = [7];

/**
 * Spec §2 search box, style seven: the search box over the box's cover image (`coverInfoList`), with the hot words
 * under it; an empty keyword shows the Tips alert and does not search (§5).
 */
export default defineBlock({
  name: 'search-box-style-seven',
  codes: ['searchBox'],
  island: 'intent',
  styleIds: styleSevenIds,
  load: () => import('./SearchBoxStyleSeven.tsx'),
  contract: () => import('./contract.ts'),
});
