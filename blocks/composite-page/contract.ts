import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { numericId } from '../../schemas/primitives.ts';
import { menuItemById } from '../../runtime/menu/find-menu-item.ts';
import { menuNewsTab } from '../../runtime/menu/menu-news-tab.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { menuItemHeading } from '../../kits/info/menu-item-heading.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';
import type { CompositeData } from './composite-data.ts';

/** How many of the column's news the composite page shows (the rest are a "More" away). */
export const compositeNewsSize = 5;

/**
 * A composite page (spec §2 `newcomposite/{id}`, menu code newComposite). The menu gives such an item a name,
 * possibly children and a link value, nothing else; so the page composes what the item has: the sections of its
 * information page (seeded like `info/{id}`'s), its children as links to their own pages, and, when it names a news
 * column (runtime/menu/menu-news-tab.ts: ecology's "Research Highlights" links 7, which is none), that column's
 * latest news. A part the item does not have is left out; with none of
 * them the page says "No data".
 */
export const compositePageProps = z.object({ menuId: numericId });
export type CompositePageProps = z.output<typeof compositePageProps>;

export default defineBlockContract({
  props: compositePageProps,
  // A composite page is a menu item's: one the menu does not have, or has turned off, names nothing.
  resolve: (props, { bootstrap }) => (menuItemById(bootstrap.menu, props.menuId) ? props : undefined),
  query: (props, context) =>
    screenQuery('composite-page', props, context, async (): Promise<CompositeData> => {
      const found = menuItemById(context.bootstrap.menu, props.menuId);
      const tab = found ? menuNewsTab(found.item) : undefined;
      const [sections, news] = await Promise.all([
        context.call(catalogueEndpoints.channelInfo, { query: { id: props.menuId } }),
        tab === undefined ? undefined : context.call(contentListEndpoints.newsList, { query: { tab, page: 0, size: compositeNewsSize } }),
      ]);
      return { page: sections, news: tab === undefined || news === undefined ? null : { tab, list: news } };
    }),
  head: (props, _data, { bootstrap, lang, t }) => ({ title: menuItemHeading(bootstrap.menu, props.menuId, lang, t('screens.titles.newcomposite')).text, elements: [] }),
});
