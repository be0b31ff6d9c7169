import { useQuery } from '@tanstack/react-query';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import type { ArticleSummary } from '../../schemas/content/list-items.ts';
import { callEndpoint } from '../../runtime/api/call-endpoint.ts';
import { lazyEndpoint } from '../../runtime/api/lazy-endpoint.ts';
import { usePage } from '../../runtime/context/page-context.ts';

/** The newest articles, asked for only when a reader chooses a column alert. */
export const articleList = lazyEndpoint(() => import('../../schemas/api/content-list-endpoints.ts').then((module) => module.contentListEndpoints), 'articleList');
/** How many of the newest articles the column choice is gathered from (the list's most). */
const articlesScanned = 100;

export type ColumnChoice = { id: number; name: string };

/** The columns the articles name, once each, in the reader's language. */
export function columnsOf(articles: Pick<ArticleSummary, 'columnId' | 'columnName' | 'enColumnName'>[], lang: LanguageSegment): ColumnChoice[] {
  const columns = new Map<number, string>();
  for (const { columnId, columnName, enColumnName } of articles) {
    const name = (lang !== 'zh' && enColumnName) || columnName || enColumnName;
    if (columnId !== null && name && !columns.has(columnId)) columns.set(columnId, name);
  }
  return [...columns].map(([id, name]) => ({ id, name }));
}

/**
 * The site's columns a column alert may follow. The API has no list of columns, so they are gathered from the newest
 * articles, when the reader chooses a column alert.
 */
export function useColumns(enabled: boolean) {
  const { api, bootstrap, lang } = usePage();
  return useQuery({
    queryKey: ['alert-columns', bootstrap.site.siteId, lang],
    queryFn: async ({ signal }) => {
      const articles = await callEndpoint(api, await articleList.load(), { query: { size: articlesScanned }, signal });
      return columnsOf(articles.content, lang);
    },
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
