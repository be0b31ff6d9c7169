import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The search-box styles this block draws (spec §2: 2 and 3 are style two). */
export const styleTwoIds: readonly number[] = [2, 3];

/**
 * Spec §2 search box, style two: the resource types as tabs over a wide keyword row, then sub-pools and the
 * advanced-search link; an empty keyword shows the Tips alert and does not search (§5).
 */
export default defineBlock({
  name: 'search-box-style-two',
  codes: ['searchBox'],
  island: 'intent',
  styleIds: styleTwoIds,
  load: () => import('./SearchBoxStyleTwo.tsx'),
  contract: () => import('./contract.ts'),
});
