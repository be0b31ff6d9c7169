import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { newsTab, newsTabIds } from '../../schemas/content/news.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageParam } from '../../kits/news/page-param.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';
import { newsCentreHeading } from './heading.ts';
import { newsCentreFromAddress } from './from-address.ts';
import { selectedTab } from './tabs.ts';
import { newsFeedLinks } from './feed-links.ts';

/** News a page of the news centre lists. */
export const newsPageSize = 10;

/**
 * The news centre (spec §2 `/news`, `news/{id}`, `newsInfo/{id}/{activeId}`): the four tabs (1 Information,
 * 2 Announcement, 3 Dynamic, 4 Statement), one shown a page at a time. `menuId` names the menu item the reader came
 * from (its name is the heading), else `columnName` (the `/news` query's), else the screen's. `links` says how the
 * tabs are addressed: `news/{tab}/`, the `/news` query's `type`, or `newsInfo/{menuId}/{index}/`.
 */
export const newsCentreProps = z.object({
  tabs: z.array(newsTab).min(1).default(() => [...newsTabIds]),
  tab: z.coerce.number().pipe(newsTab).optional().catch(undefined),
  page: pageParam,
  menuId: numericId.optional().catch(undefined),
  columnName: z.string().max(200).catch('').default(''),
  links: z.enum(['path', 'type', 'newsInfo']).catch('path'),
  /** What the address says, read with the menu (from-address.ts): `{id}` of `news/{id}` or `newsInfo/{id}/…`, */
  address: z.string().max(64).optional().catch(undefined),
  /** …`{activeId}` of `newsInfo`, and the `/news` link's `type`, `childId` and `columnId`. */
  activeId: z.string().max(64).optional().catch(undefined),
  type: z.string().max(64).optional().catch(undefined),
  childId: z.string().max(64).optional().catch(undefined),
  columnId: z.string().max(64).optional().catch(undefined),
});
export type NewsCentreProps = z.output<typeof newsCentreProps>;

export default defineBlockContract({
  props: newsCentreProps,
  resolve: (props, { bootstrap }) => newsCentreFromAddress(props, bootstrap),
  query: (props, context) =>
    screenQuery('news-centre', props, context, () =>
      context.call(contentListEndpoints.newsList, { query: { tab: selectedTab(props), page: props.page, size: newsPageSize } }),
    ),
  head: (props, _data, context) => ({ title: newsCentreHeading(props, context.bootstrap.menu, context.lang, context.t('news.heading')).text, elements: newsFeedLinks(context) }),
});
