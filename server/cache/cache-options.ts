import type { Env } from '../env.ts';
import type { GenerationCacheOptions } from './generation-cache.ts';

/** The search cache the environment asks for (SEARCH_CACHE, SEARCH_CACHE_ENTRIES, SEARCH_CACHE_TTL_SECONDS). */
export function searchCacheOptions(env: Pick<Env, 'SEARCH_CACHE' | 'SEARCH_CACHE_ENTRIES' | 'SEARCH_CACHE_TTL_SECONDS'>): GenerationCacheOptions | undefined {
  return env.SEARCH_CACHE === 'on' ? { maxEntries: env.SEARCH_CACHE_ENTRIES, ttlMs: env.SEARCH_CACHE_TTL_SECONDS * 1000 } : undefined;
}

/** The list cache the environment asks for (LIST_CACHE, LIST_CACHE_ENTRIES, LIST_CACHE_TTL_SECONDS). */
export function listCacheOptions(env: Pick<Env, 'LIST_CACHE' | 'LIST_CACHE_ENTRIES' | 'LIST_CACHE_TTL_SECONDS'>): GenerationCacheOptions | undefined {
  return env.LIST_CACHE === 'on' ? { maxEntries: env.LIST_CACHE_ENTRIES, ttlMs: env.LIST_CACHE_TTL_SECONDS * 1000 } : undefined;
}
