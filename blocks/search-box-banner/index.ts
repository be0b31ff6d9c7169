import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The search-box styles this block draws (the others come with the search screens). */
export const bannerStyleIds: readonly number[] = [13];

/**
 * Spec §2 search box style 13: a banner with a background, title, slogan entries and a quick link around the search
 * form; an empty keyword shows the Tips alert and does not search (§5).
 */
export default defineBlock({
  name: 'search-box-banner',
  codes: ['searchBox'],
  island: 'intent',
  styleIds: bannerStyleIds,
  load: () => import('./SearchBoxBanner.tsx'),
  contract: () => import('./contract.ts'),
});
