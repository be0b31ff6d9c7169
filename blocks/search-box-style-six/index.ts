import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The search-box style this block draws (spec §2: style six). */
export const styleSixIds: readonly number[] = [6];

/**
 * Spec §2 search box, style six: resource types as radio chips, the keyword row, sub-pool radios and the statistics
 * strip (books, journals, papers, issues, graphs, music, local chronicles); an empty keyword shows the Tips alert (§5).
 */
export default defineBlock({
  name: 'search-box-style-six',
  codes: ['searchBox'],
  island: 'intent',
  styleIds: styleSixIds,
  load: () => import('./SearchBoxStyleSix.tsx'),
  contract: () => import('./contract.ts'),
});
