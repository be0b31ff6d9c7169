/** Which site a page asks for: by sld when the URL names one, else by the host it was reached at. */
export type SiteKey = { sld: string } | { domain: string };

/** The query-cache key of a site's bootstrap (the server inlines the cache, so both sides must agree on it). */
export function bootstrapQueryKey(key: SiteKey) {
  return ['bootstrap', key] as const;
}
