import { z } from 'zod';
import { infoPage } from '../../schemas/content/info-page.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';
import { menuItemHeading } from '../../kits/info/menu-item-heading.ts';

export const infoPagePath = '/rc-pub/front/channel/info';

/**
 * The information page of a menu item (spec §2 `info/{id}` and the catch-all `{route}`): the item's name as the
 * heading, the page's sections as text.
 */
export const infoPageProps = z.object({ menuId: numericId });
export type InfoPageProps = z.output<typeof infoPageProps>;

export default defineBlockContract({
  props: infoPageProps,
  query: (props, context) => screenQuery('info-page', props, context, () => context.get(infoPagePath, { id: props.menuId }, infoPage)),
  head: (props, _data, { bootstrap, lang, t }) => ({ title: menuItemHeading(bootstrap.menu, props.menuId, lang, t('screens.titles.info')).text, elements: [] }),
});
