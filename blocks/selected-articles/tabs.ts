import type { EndpointCallInput } from '../../schemas/api/endpoint.ts';
import type { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { lazyEndpoint } from '../../runtime/api/lazy-endpoint.ts';
import type { ArticleTabKey } from './contract.ts';
import { windowStart, type RankingWindow } from '../../schemas/content/ranking-window.ts';

/** The tabs' list, as the reader's choice of another tab loads it. */
export const articleList = lazyEndpoint(() => import('../../schemas/api/content-list-endpoints.ts').then((module) => module.contentListEndpoints), 'articleList');

type ArticleListQuery = EndpointCallInput<(typeof contentListEndpoints)['articleList']['query']>;

/** The list's `sort` for a tab. */
export function sortOf(key: ArticleTabKey): Exclude<ArticleTabKey, 'editorsChoice'> {
  return key === 'editorsChoice' ? 'publishDate' : key;
}

/** A tab's list: ranked by its sort, within the module's ranking window (publish date on or after its start). */
export function tabQueryParams(key: ArticleTabKey, limit: number, window: RankingWindow = 'all'): ArticleListQuery {
  const since = windowStart(window);
  return since === undefined ? { sort: sortOf(key), size: limit } : { sort: sortOf(key), size: limit, since };
}
