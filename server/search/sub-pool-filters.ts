import type { SearchBoxComponent } from '../../schemas/search-box.ts';
import type { SearchRequest } from '../../schemas/search/search-request.ts';
import type { SearchNotice } from './search-notices.ts';

/**
 * A search within a sub-pool (spec §2/§3 sub-pool radios): the filters the site's search boxes configure for its
 * label, over the request's own (the pool is the scope a facet refines within). An unknown label searches everything
 * and says so.
 */
export function withSubPool(request: SearchRequest, boxes: readonly SearchBoxComponent[]): { request: SearchRequest; problems: SearchNotice[] } {
  if (request.subPool === undefined || request.subPool === '') return { request, problems: [] };
  const pool = boxes.flatMap((box) => box.subPoolList).find((candidate) => candidate.label === request.subPool);
  if (!pool) return { request: { ...request, subPool: undefined }, problems: [{ code: 'unknownSubPool', values: { subPool: request.subPool } }] };
  return { request: { ...request, ...pool.filter }, problems: [] };
}
