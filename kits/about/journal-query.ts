import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import type { Journal } from '../../schemas/content/journal.ts';
import type { BlockQuery, BlockQueryContext } from '../../runtime/registry/define-block.ts';
import { loadOutcome } from './load-outcome.ts';
import type { Loaded } from './loaded.ts';

/**
 * The site's journal (the server picks the configured publication, else the site's first), or the one named. A site
 * without a journal shows the block's empty state. The key is this kit's own: other blocks cache the same call in
 * another shape.
 */
export function journalQuery(context: BlockQueryContext, publicationId?: number): BlockQuery<Loaded<Journal>> {
  const query = publicationId === undefined ? {} : { publicationId };
  return {
    queryKey: ['aboutJournal', context.bootstrap.site.siteId, query],
    queryFn: () => loadOutcome(() => context.call(contentListEndpoints.publicationDetail, { query })),
  };
}
