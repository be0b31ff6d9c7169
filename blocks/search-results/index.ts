import { defineBlock } from '../../runtime/registry/define-block.ts';

/**
 * A search's result page (spec §2 result routes: `/article`, `/textList`, `/scholarList` …): result tabs, facets, sort,
 * pages and the hits, every choice a link, so a result URL can be shared and reloaded and works without JavaScript.
 */
export default defineBlock({
  name: 'search-results',
  codes: ['searchResults'],
  load: () => import('./SearchResults.tsx'),
  contract: () => import('./contract.ts'),
});
