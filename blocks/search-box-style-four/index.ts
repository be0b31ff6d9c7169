import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The search-box style this block draws (spec §2: style four). */
export const styleFourIds: readonly number[] = [4];

/**
 * Spec §2 search box, style four: a compact inline box — resource type and field dropdowns, keyword and button in one
 * row, with the sub-pools and advanced-search link in a small line below; an empty keyword shows the Tips alert (§5).
 */
export default defineBlock({
  name: 'search-box-style-four',
  codes: ['searchBox'],
  island: 'intent',
  styleIds: styleFourIds,
  load: () => import('./SearchBoxStyleFour.tsx'),
  contract: () => import('./contract.ts'),
});
