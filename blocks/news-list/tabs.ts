import type { ListQueryParams } from '../../kits/home/list-query-key.ts';

export const newsListPath = '/rc-pub/front/news/list';

/** The list query of one news tab: the page loads the first tab shown, the reader's choice loads the others. */
export function newsQueryParams(tab: number, limit: number): ListQueryParams {
  return { tab, size: limit };
}
