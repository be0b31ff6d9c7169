import { useQuery } from '@tanstack/react-query';
import type { EndpointCallInput, EndpointData } from '../../schemas/api/endpoint.ts';
import type { LazyEndpoint } from '../../runtime/api/lazy-endpoint.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { useBlockQueryContext } from '../../runtime/registry/block-query-context.ts';
import type { ReadEndpoint } from '../../runtime/registry/define-block.ts';

/** How long a list fetched on demand (another tab) is reused before it is asked for again. */
export const onDemandStaleTimeMs = 5 * 60_000;

/**
 * A list a block loads after the page rendered (a tab the reader chose), through the block's query context. The entry
 * loads with the first such list, so a page that is only read never loads its schemas or zod.
 */
export function useOnDemandList<E extends ReadEndpoint>(entry: LazyEndpoint<E>, query: EndpointCallInput<E['query']>, enabled: boolean) {
  const { bootstrap, lang } = usePage();
  const context = useBlockQueryContext();
  return useQuery<EndpointData<E>>({
    queryKey: ['on-demand-list', bootstrap.site.siteId, lang, entry.name, query],
    queryFn: async () => context.call(await entry.load(), { query }),
    enabled,
    staleTime: onDemandStaleTimeMs,
  });
}
