import { endpointPath, type Endpoint, type EndpointCallInput, type EndpointData } from '../../schemas/api/endpoint.ts';
import type { ApiClient, CallOptions } from './api-client.ts';
import type { Query } from './build-request.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** An entry of the endpoint table that answers an envelope with a described `data`. */
export type TypedEndpoint = Endpoint & { reply: { kind: 'envelope'; data: AnySchema } };

export type EndpointCall<E extends TypedEndpoint> = Omit<CallOptions<AnySchema>, 'schema' | 'query'> & {
  query?: EndpointCallInput<E['query']>;
  params?: EndpointCallInput<E['params']>;
  body?: EndpointCallInput<E['body']>;
  /**
   * The site the call is about when it is not the page's own (a group site's members): sent as the query's `siteId`,
   * which every site-scoped route reads before the `siteId` header (spec §7). The table leaves this common parameter
   * out of its entries' queries, as it leaves out the headers.
   */
  siteId?: number;
};


export { endpointPath };

/**
 * Calls an endpoint by its table entry (schemas/api/*-endpoints.ts): the entry gives the method, the path and the
 * schema the reply's `data` is parsed with, so the query a caller passes and the data it gets are the route's own
 * types.
 */
export function callEndpoint<E extends TypedEndpoint>(api: ApiClient, entry: E, call: EndpointCall<E> = {}): Promise<EndpointData<E>> {
  const { query, params, body, siteId, ...options } = call;
  const path = endpointPath(entry, params as Record<string, string | number> | undefined);
  const sent = siteId === undefined ? (query as Query | undefined) : { ...(query as Query | undefined), siteId };
  const common = { ...options, schema: entry.reply.data, query: sent };
  const answer = entry.method === 'GET' ? api.get(path, common) : entry.method === 'DELETE' ? api.delete(path, common) : api.post(path, { ...common, body });
  return answer as Promise<EndpointData<E>>;
}
