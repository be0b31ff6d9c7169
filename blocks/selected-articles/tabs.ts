import type { ListQueryParams } from '../../kits/home/list-query-key.ts';
import type { ArticleTabKey } from './contract.ts';
import { windowStart, type RankingWindow } from '../../schemas/content/ranking-window.ts';

export const articleListPath = '/rc-pub/front/front-article/list';

/** The list's `sort` for a tab. */
export function sortOf(key: ArticleTabKey): Exclude<ArticleTabKey, 'editorsChoice'> {
  return key === 'editorsChoice' ? 'publishDate' : key;
}

/** A tab's list: ranked by its sort, within the module's ranking window (publish date on or after its start). */
export function tabQueryParams(key: ArticleTabKey, limit: number, window: RankingWindow = 'all'): ListQueryParams {
  const since = windowStart(window);
  return since === undefined ? { sort: sortOf(key), size: limit } : { sort: sortOf(key), size: limit, since };
}
