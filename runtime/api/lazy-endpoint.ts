import type { TypedEndpoint } from './call-endpoint.ts';

/**
 * An entry of the endpoint table (schemas/api/) that loads with its first call. Browser code names the entries it
 * calls this way, so the code a page boots with carries no schema and no zod (tests/integration/boot-graph.test.ts);
 * `name`, the entry's operation id, keys what is cached of its replies.
 */
export type LazyEndpoint<E extends TypedEndpoint> = { readonly name: string; readonly load: () => Promise<E> };

/** The entry `name` of the area `loadArea` imports, e.g. `lazyEndpoint(() => import('…/article-endpoints.ts').then((m) => m.articleEndpoints), 'articleCitation')`. */
export function lazyEndpoint<Area extends Record<Name, TypedEndpoint>, const Name extends string>(loadArea: () => Promise<Area>, name: Name): LazyEndpoint<Area[Name]> {
  return { name, load: () => loadArea().then((area) => area[name]) };
}
