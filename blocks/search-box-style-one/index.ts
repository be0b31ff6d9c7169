import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlock } from '../../runtime/registry/define-block.ts';
import { styleOneIds } from '../../runtime/search/search-target.ts';

export const searchBoxStyleOneProps = z.object({
  /** Which search-box component of `search.json` to show; default the first with the module's style. */
  boxId: numericId.optional(),
});
export type SearchBoxStyleOneProps = z.output<typeof searchBoxStyleOneProps>;

/** Spec §2 search box, style one (style ids 1, 8, 9): compact, optional background; no empty-keyword check (§5). */
export default defineBlock({
  name: 'search-box-style-one',
  codes: ['searchBox'],
  styleIds: styleOneIds,
  props: searchBoxStyleOneProps,
  load: () => import('./SearchBoxStyleOne.tsx'),
});
