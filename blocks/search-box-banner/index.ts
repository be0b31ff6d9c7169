import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlock } from '../../runtime/registry/define-block.ts';

export const bannerStyleIds: readonly number[] = [13];

export const searchBoxBannerProps = z.object({
  /** Which search-box component of `search.json` to show; default the first banner (style 13). */
  boxId: numericId.optional(),
});
export type SearchBoxBannerProps = z.output<typeof searchBoxBannerProps>;

/**
 * Spec §2 search box style 13: a banner with a background, title, slogan entries and a quick link around the search
 * form; an empty keyword shows the Tips alert and does not search (§5).
 */
export default defineBlock({
  name: 'search-box-banner',
  codes: ['searchBox'],
  styleIds: bannerStyleIds,
  props: searchBoxBannerProps,
  load: () => import('./SearchBoxBanner.tsx'),
});
