import type { z } from 'zod';
import type { EndpointCallInput, EndpointData } from '../../schemas/api/endpoint.ts';
import type { TypedEndpoint } from '../../runtime/api/call-endpoint.ts';
import { page, type Page } from '../../schemas/page.ts';
import type { BlockQuery, BlockQueryContext } from '../../runtime/registry/define-block.ts';
import { listQueryKey, type ListQueryParams } from './list-query-key.ts';

/** A page of `item`s from one of the `/rc-pub/front/…/list` endpoints, parsed with the page schema. */
export function listQuery<Item extends z.ZodType>(
  context: BlockQueryContext,
  path: string,
  query: ListQueryParams,
  item: Item,
): BlockQuery<Page<z.output<Item>>> {
  return {
    queryKey: listQueryKey(context.bootstrap.site.siteId, context.lang, path, query),
    queryFn: () => context.get(path, query, page(item)) as Promise<Page<z.output<Item>>>,
  };
}

/** A page with nothing in it, for lists that have nothing to ask for (no current issue yet). */
export function emptyPage<Item>(size: number): Page<Item> {
  return { content: [], totalElements: 0, totalPages: 0, number: 0, size };
}

/**
 * A home list by its entry in the endpoint table (schemas/api/content-list-endpoints.ts): the query is checked
 * against the route's own query schema and the reply parsed with its reply schema.
 */
export function endpointListQuery<E extends TypedEndpoint & { method: 'GET' }>(context: BlockQueryContext, entry: E, query: EndpointCallInput<E['query']>): BlockQuery<EndpointData<E>> {
  const params = query as ListQueryParams;
  return {
    queryKey: listQueryKey(context.bootstrap.site.siteId, context.lang, entry.path, params),
    queryFn: () => context.get(entry.path, params, entry.reply.data) as Promise<EndpointData<E>>,
  };
}
