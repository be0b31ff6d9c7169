import { z } from 'zod';
import { newsSummary } from '../../schemas/content/list-items.ts';
import { newsTab, newsTabIds } from '../../schemas/content/news.ts';
import { defineBlock } from '../../runtime/registry/define-block.ts';
import { listQuery, type ListQueryParams } from '../home-kit/list-query.ts';
import { initialTabIndex, listLimit, tabPosition } from '../home-kit/props.ts';

export const newsListPath = '/rc-pub/front/news/list';

/** Home module `selnews`: news in tabs (spec §2: 1 Information, 2 Announcement, 3 Dynamic, 4 Statement). */
export const newsListProps = z.object({
  limit: listLimit(6),
  tabs: z
    .array(z.coerce.number().pipe(newsTab))
    .min(1, 'needs at least one tab')
    .refine((tabs) => new Set(tabs).size === tabs.length, 'lists a tab twice')
    .default(() => [...newsTabIds]),
  /** The tab shown first, counted from 1 among `tabs`. */
  tab: tabPosition,
});
export type NewsListProps = z.output<typeof newsListProps>;

export function newsQueryParams(tab: number, limit: number): ListQueryParams {
  return { tab, size: limit };
}

export default defineBlock({
  name: 'news-list',
  codes: ['selnews'],
  props: newsListProps,
  load: () => import('./NewsList.tsx'),
  // Only the first tab shown is fetched with the page; the others load when chosen.
  query: (props, context) => {
    const initial = props.tabs[initialTabIndex(props.tab, props.tabs.length)]!;
    return listQuery(context, newsListPath, newsQueryParams(initial, props.limit), newsSummary);
  },
});
