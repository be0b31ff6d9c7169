import type { Env } from '../env.ts';
import type { SearchResultCacheOptions } from './search-result-cache.ts';

/** The search cache the environment asks for (SEARCH_CACHE, SEARCH_CACHE_ENTRIES, SEARCH_CACHE_TTL_SECONDS). */
export function searchCacheOptions(env: Pick<Env, 'SEARCH_CACHE' | 'SEARCH_CACHE_ENTRIES' | 'SEARCH_CACHE_TTL_SECONDS'>): SearchResultCacheOptions | undefined {
  return env.SEARCH_CACHE === 'on' ? { maxEntries: env.SEARCH_CACHE_ENTRIES, ttlMs: env.SEARCH_CACHE_TTL_SECONDS * 1000 } : undefined;
}
