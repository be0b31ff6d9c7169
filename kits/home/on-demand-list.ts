import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { listQueryKey, type ListQueryParams } from './list-query-key.ts';
import { useBlockQueryContext } from '../../runtime/registry/block-query-context.ts';

/** How long a list fetched on demand (another tab) is reused before it is asked for again. */
export const onDemandStaleTimeMs = 5 * 60_000;

/**
 * A list a block loads after the page rendered (a tab the reader chose), through the same API client and under the
 * same key as the block's own query would use, so the prefetched list and an on-demand one share the cache. The
 * item schema is loaded with the first such list (`loadItem`), so a page that is only read never loads zod.
 */
export function useOnDemandList<Item extends z.ZodType>(path: string, query: ListQueryParams, loadItem: () => Promise<Item>, enabled: boolean) {
  const { bootstrap, lang } = usePage();
  const context = useBlockQueryContext();
  return useQuery<Page<z.output<Item>>>({
    queryKey: listQueryKey(bootstrap.site.siteId, lang, path, query),
    queryFn: async () => {
      const [item, { page }] = await Promise.all([loadItem(), import('../../schemas/page.ts')]);
      return context.get(path, query, page(item)) as Promise<Page<z.output<Item>>>;
    },
    enabled,
    staleTime: onDemandStaleTimeMs,
  });
}
