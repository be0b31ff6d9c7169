import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { Expert } from '../../schemas/content/expert.ts';
import type { Page } from '../../schemas/page.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { loadOutcome } from '../../kits/about/load-outcome.ts';
import type { Loaded } from '../../kits/about/loaded.ts';
import { boardPageSize } from './board-links.ts';

/**
 * One page of the board, as the route gives it. A URL is typed by readers: a `{id}` or `?page=` that is no number
 * falls back (no menu item, the first page) and the board still shows.
 */
export const editorialBoardProps = z.object({
  /** The menu item the board was reached from (`{id}`): its name is the heading, and member links keep it. */
  menuId: numericId.optional().catch(undefined),
  /** The member shown in detail (`{editorialId}`), marked on the board. */
  expertId: numericId.optional().catch(undefined),
  /** Zero-based, like the API and the search result pages. */
  page: z.coerce.number().int().min(0).max(1_000_000).catch(0),
});
export type EditorialBoardProps = z.output<typeof editorialBoardProps>;

export default defineBlockContract<EditorialBoardProps, Loaded<Page<Expert>>>({
  props: editorialBoardProps,
  query: (props, { bootstrap, call }) => {
    // The chief first (spec §6 roles), 10 a page (spec §9); the site's own topics (or a group's members').
    const query = { page: props.page, size: boardPageSize, sort: 'role' } as const;
    return {
      queryKey: ['editorialBoard', bootstrap.site.siteId, query],
      queryFn: () => loadOutcome(() => call(catalogueEndpoints.expertList, { query })),
    };
  },
});
