import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { page, type Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { listQueryKey, type ListQueryParams } from './list-query.ts';
import { queryContextOf } from './query-context.ts';

/** How long a list fetched on demand (another tab) is reused before it is asked for again. */
export const onDemandStaleTimeMs = 5 * 60_000;

/**
 * A list a block loads after the page rendered (a tab the reader chose), through the same API client and under the
 * same key as the block's own query would use, so the prefetched list and an on-demand one share the cache.
 */
export function useOnDemandList<Item extends z.ZodType>(props: object, path: string, query: ListQueryParams, item: Item, enabled: boolean) {
  const { bootstrap, lang } = usePage();
  return useQuery<Page<z.output<Item>>>({
    queryKey: listQueryKey(bootstrap.site.siteId, lang, path, query),
    queryFn: () => {
      const context = queryContextOf(props);
      if (!context) return Promise.reject(new Error(`no query context for ${path}: the block's query was not called with these props`));
      return context.get(path, query, page(item)) as Promise<Page<z.output<Item>>>;
    },
    enabled,
    staleTime: onDemandStaleTimeMs,
  });
}
