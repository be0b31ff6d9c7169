import type { EndpointCallInput, EndpointData } from '../../schemas/api/endpoint.ts';
import type { Page } from '../../schemas/page.ts';
import type { BlockQuery, BlockQueryContext, ReadEndpoint } from '../../runtime/registry/define-block.ts';
import { listQueryKey, type ListQueryParams } from './list-query-key.ts';

/** A page with nothing in it, for lists that have nothing to ask for (no current issue yet). */
export function emptyPage<Item>(size: number): Page<Item> {
  return { content: [], totalElements: 0, totalPages: 0, number: 0, size };
}

/**
 * A home list by its entry in the endpoint table (schemas/api/content-list-endpoints.ts): the query is checked
 * against the route's own query schema and the reply parsed with its reply schema.
 */
export function endpointListQuery<E extends ReadEndpoint>(context: BlockQueryContext, entry: E, query: EndpointCallInput<E['query']>): BlockQuery<EndpointData<E>> {
  return {
    queryKey: listQueryKey(context.bootstrap.site.siteId, context.lang, entry.path, query as ListQueryParams),
    queryFn: () => context.call(entry, { query }),
  };
}
