import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { newsTab, newsTabIds } from '../../schemas/content/news.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';
import { newsQueryParams } from './tabs.ts';
import { listLimit, tabPosition } from '../../kits/home/props.ts';
import { initialTabIndex } from '../../kits/home/initial-tab.ts';
import { newsListFeedLinks } from './feed-links.ts';

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

export default defineBlockContract({
  props: newsListProps,
  // Only the first tab shown is fetched with the page; the others load when chosen.
  query: (props, context) => {
    const initial = props.tabs[initialTabIndex(props.tab, props.tabs.length)]!;
    return endpointListQuery(context, contentListEndpoints.newsList, newsQueryParams(initial, props.limit));
  },
  head: (_props, _data, context) => ({ elements: newsListFeedLinks(context) }),
});
