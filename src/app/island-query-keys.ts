import { hashKey } from '@tanstack/react-query';
import { bootstrapQueryKey } from '../../runtime/bootstrap/bootstrap-key.ts';
import type { IslandEntry } from '../../runtime/islands/island-entry.ts';
import type { PageData } from './page-data.ts';

/**
 * The query cache entries the browser needs to hydrate a page's islands (as query hashes): the site's configuration
 * when any island will read it, and the data of each island block. No island, nothing: a static page inlines no data.
 */
export function islandQueryKeys(page: PageData, islands: IslandEntry[]): Set<string> {
  const keys = new Set<string>();
  if (islands.length > 0 && page.kind === 'page') keys.add(hashKey(bootstrapQueryKey(page.siteKey)));
  for (const island of islands) if (island.kind === 'block' && island.placed.queryKey) keys.add(hashKey(island.placed.queryKey));
  return keys;
}
