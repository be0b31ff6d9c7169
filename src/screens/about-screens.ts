import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';
import { moduleOf } from '../app/page-data.ts';

/** The contact details the site configures (its home `contact` module): the about-us page shows them first. */
function configuredContact(bootstrap: Bootstrap): Record<string, unknown> | undefined {
  return bootstrap.homeModules.find((module) => module.enable && module.code === 'contact')?.props;
}

/**
 * The modules of `about/{id}`, `aboutus/{id}`, `editorial-board/{id}/{editorialId}` (spec §2). Undefined: not one of
 * these screens. `{id}` is the menu item the reader came from: it names the heading, and a page whose `{id}` names
 * no such item is the same page under its default heading (old links keep working). `{editorialId}` names the member
 * shown in detail: one the site does not have makes the page a 404; without one the board shows alone.
 */
export function aboutScreenModules(location: ParsedLocation, bootstrap: Bootstrap): { modules: ModuleDescriptor[]; status: number } | undefined {
  if (location.family !== 'lang' && location.family !== 'site') return undefined;
  const { id: menuId, editorialId } = location.params;
  switch (location.screen) {
    case 'about':
      return { modules: [moduleOf('journalAbout', { menuId })], status: 200 };
    case 'aboutus':
      return { modules: [moduleOf('aboutUs', { menuId, contact: configuredContact(bootstrap) })], status: 200 };
    case 'editorialBoard': {
      const board = moduleOf('editorialBoard', { menuId, expertId: editorialId, page: location.query.page });
      if (editorialId === undefined) return { modules: [board], status: 200 };
      // No number, no member: as for an id no site has.
      if (!/^\d{1,15}$/.test(editorialId)) return { modules: [moduleOf('notFound')], status: 404 };
      return { modules: [board, moduleOf('expertProfile', { expertId: editorialId, whenMissing: 'notFound' })], status: 200 };
    }
    default:
      return undefined;
  }
}
