import type { Kysely } from 'kysely';
import { GenerationCache, type GenerationCacheOptions } from '../cache/generation-cache.ts';
import type { ConfigStore } from '../config/config-store.ts';
import { contentVersion } from '../db/content-version.ts';
import type { Database } from '../db/tables.ts';

/** No list cache: every read goes to the database. */
export const readAnew: CachedRead = (_key, read) => read();

/** A read through the list cache: the page of a list its key names, from the cache or else read anew. */
export type CachedRead = <Value>(key: unknown[], read: () => Promise<Value>) => Promise<Value>;

/**
 * Pages of the public content lists (articles, news, albums, experts, counts): the same for every reader, asked for by
 * every home page, so each is kept until the content or the configuration changes (an import by any process, a
 * reload), or the TTL passes (a list ranked by visits may lag that long). Kept values are shared: nothing may change
 * them. One per server (start-server.ts), shared by every list route. Without options every read goes to the database.
 */
export function createListCache(options: GenerationCacheOptions | undefined, store: ConfigStore, db: Kysely<Database>): CachedRead {
  if (!options) return readAnew;
  const cache = new GenerationCache<unknown>(options);
  return async <Value>(key: unknown[], read: () => Promise<Value>) =>
    (await cache.through(JSON.stringify(key), `${store.generation}:${await contentVersion(db)}`, read)) as Value;
}
