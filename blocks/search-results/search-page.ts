import type { SearchKind } from '../../schemas/search/search-request.ts';
import type { SearchClusters, SearchResults } from '../../schemas/search/search-results.ts';

/**
 * What a result page shows: nothing searched yet (no query), a page of hits with the facets of the whole result set
 * (null when only they failed: the hits still show) and the search's note on what it repaired in the query (or ''),
 * or a search that failed (with the server's reason when it gave one). `kind` is what the URL's `type` searches;
 * null: a type nothing is indexed for (patents …).
 */
export type SearchPage =
  | { outcome: 'idle'; kind: SearchKind | null }
  | { outcome: 'found'; kind: SearchKind | null; results: SearchResults; clusters: SearchClusters | null; message: string }
  | { outcome: 'failed'; kind: SearchKind | null; message: string };
