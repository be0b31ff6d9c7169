import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';
import { menuItemHeading } from '../../kits/info/menu-item-heading.ts';
import { menuItemAtPath } from '../../kits/info/menu-item-at-path.ts';
import { menuItemById } from '../../runtime/menu/find-menu-item.ts';

/**
 * The information page of a menu item (spec §2 `info/{id}` and the catch-all `{route}`): the item's name as the
 * heading, the page's sections as text. The item is named by its id, or by the path it routes (`menuPath`); an item
 * the menu does not have, or has turned off, names nothing.
 */
export const infoPageProps = z.object({ menuId: numericId.default(0), menuPath: z.string().max(500).optional() });
export type InfoPageProps = z.output<typeof infoPageProps>;

export default defineBlockContract({
  props: infoPageProps,
  resolve: ({ menuId, menuPath }, { bootstrap }) => {
    const found = menuPath === undefined ? menuItemById(bootstrap.menu, menuId) : menuItemAtPath(bootstrap, menuPath);
    return found ? { menuId: found.item.id } : undefined;
  },
  query: (props, context) => screenQuery('info-page', props, context, () => context.call(catalogueEndpoints.channelInfo, { query: { id: props.menuId } })),
  head: (props, _data, { bootstrap, lang, t }) => ({ title: menuItemHeading(bootstrap.menu, props.menuId, lang, t('screens.titles.info')).text, elements: [] }),
});
