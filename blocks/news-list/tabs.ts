import type { EndpointCallInput } from '../../schemas/api/endpoint.ts';
import type { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { lazyEndpoint } from '../../runtime/api/lazy-endpoint.ts';

/** The tabs' list, as the reader's choice of another tab loads it. */
export const newsList = lazyEndpoint(() => import('../../schemas/api/content-list-endpoints.ts').then((module) => module.contentListEndpoints), 'newsList');

/** The list query of one news tab: the page loads the first tab shown, the reader's choice loads the others. */
export function newsQueryParams(tab: number, limit: number): EndpointCallInput<(typeof contentListEndpoints)['newsList']['query']> {
  return { tab, size: limit };
}
