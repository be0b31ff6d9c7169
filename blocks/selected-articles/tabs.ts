import type { ListQueryParams } from '../home-kit/list-query-key.ts';
import type { ArticleTabKey } from './contract.ts';

export const articleListPath = '/rc-pub/front/front-article/list';

/** The list's `sort` for a tab. */
export function sortOf(key: ArticleTabKey): Exclude<ArticleTabKey, 'editorsChoice'> {
  return key === 'editorsChoice' ? 'publishDate' : key;
}

export function tabQueryParams(key: ArticleTabKey, limit: number): ListQueryParams {
  return { sort: sortOf(key), size: limit };
}
