import { infoPage } from '../../../schemas/content/info-page.ts';
import { hasInformationPage, menuItemWithId } from '../../content/info-pages.ts';
import type { DeskKind } from '../desk-kind.ts';
import { entitiesOf, lowered } from './read-rows.ts';

/** A menu item's information page: one per menu item of the site, known by the menu item's id. */
export const pageKind: DeskKind<'page'> = {
  name: 'page',
  idField: 'menuId',
  // A page of a menu item the site has not, or whose page is not an information page, no reader would ever reach.
  refuseChosenId: (id, site) => {
    const item = menuItemWithId(site.menu.items, id);
    if (!item) return `the menu of ${site.site.sld} has no item ${id}`;
    return hasInformationPage(item) ? undefined : `menu item ${id} (${item.code}) opens no information page`;
  },
  placeOf: (entity) => ({ journalId: null, issueId: null, searchText: lowered(String(entity.menuId), entity.sections.map((section) => `${section.title} ${section.enTitle}`)) }),
  references: () => [],
  needsPublished: () => [],
  readPublished: async (db, siteId, onDesk) => {
    const rows = await db.selectFrom('info_page').select(['menu_id', 'data']).where('site_id', '=', siteId).where('menu_id', 'not in', onDesk).execute();
    return entitiesOf(infoPage, rows);
  },
  largestReaderId: async () => 0,
  publish: async (db, siteId, entity) => {
    const data = JSON.stringify(entity);
    await db.deleteFrom('info_page').where('site_id', '=', siteId).where('menu_id', '=', entity.menuId).execute();
    await db.insertInto('info_page').values({ site_id: siteId, menu_id: entity.menuId, data }).execute();
  },
  withdraw: async (db, siteId, id) => {
    await db.deleteFrom('info_page').where('site_id', '=', siteId).where('menu_id', '=', id).execute();
  },
};
