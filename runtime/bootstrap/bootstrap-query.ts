import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { loadOnce } from '../modules/load-once.ts';
import { bootstrapQueryKey, type SiteKey } from './bootstrap-key.ts';
import type { ParsedBootstrap } from './parse-bootstrap.ts';

const loadFetchBootstrap = loadOnce(() => import('./fetch-bootstrap.ts'));

/**
 * The bootstrap of a site as a query, cached for the session. A server-rendered page inlines it, so a browser fetches
 * (and loads the code that fetches and validates it, fetch-bootstrap.ts) only when it was not.
 */
export function bootstrapQuery(api: ApiClient, key: SiteKey) {
  return queryOptions<ParsedBootstrap>({
    queryKey: bootstrapQueryKey(key),
    queryFn: async ({ signal }) => (await loadFetchBootstrap()).fetchBootstrap(api, key, signal),
    staleTime: 5 * 60_000,
  });
}
