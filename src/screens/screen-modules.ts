import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import type { MenuItem } from '../../schemas/menu.ts';
import type { ParsedLocation } from '../../runtime/routing/parse-location.ts';
import { accountScreenModules } from './account-screens.ts';
import { searchScreenModules } from './search-screens.ts';
import { personalScreenModules } from './personal-screens.ts';
import { journalScreenModules } from './journal-screens.ts';
import { aboutScreenModules } from './about-screens.ts';
import { newsScreenModules } from './news-screens.ts';
import { collectionScreenModules } from './collection-screens.ts';

/** A module that says a screen is still to come (the screen issues replace these one by one). */
const comingSoon = (screen: string): ModuleDescriptor => ({
  id: 0,
  code: 'notYetAvailable',
  styleId: 1,
  name: '',
  enName: '',
  enable: true,
  props: { screen },
});

const notFound: ModuleDescriptor = { id: 0, code: 'notFound', styleId: 1, name: '', enName: '', enable: true, props: {} };

const moduleOf = (code: string, props: Record<string, unknown>): ModuleDescriptor => ({ id: 0, code, styleId: 1, name: '', enName: '', enable: true, props });

/** The screens built so far, as module lists: what the route gives (an article id, a DOI) goes into the props. */
const screenLayouts: Partial<Record<string, (location: ParsedLocation) => ModuleDescriptor[]>> = {
  article: (location) => [moduleOf('articleReader', { articleId: location.params.thesisId })],
  articleByDoi: (location) => [moduleOf('articleReader', { doi: location.params.doi })],
};

function hasRoute(items: MenuItem[], route: string): boolean {
  return items.some((item) => item.route === route || hasRoute(item.children, route));
}

/**
 * The modules a screen shows: the home page is the site's configured module list; every other screen is a list of
 * module descriptors too, so routing names screens and the registry names blocks.
 */
export function screenModules(location: ParsedLocation, bootstrap: Bootstrap): { modules: ModuleDescriptor[]; status: number } {
  if (location.screen === 'home') return { modules: bootstrap.homeModules.filter((module) => module.enable), status: 200 };
  if (location.screen === 'notFound') return { modules: [notFound], status: 404 };
  for (const screens of [journalScreenModules, aboutScreenModules, newsScreenModules, collectionScreenModules]) {
    const found = screens(location, bootstrap);
    if (found) return found;
  }
  if (location.family !== 'standalone' && location.screen === 'code') {
    // `/{lang}/{code}/` exists only where a menu item routes there.
    const code = location.params.code ?? '';
    return hasRoute(bootstrap.menu, code) ? { modules: [comingSoon(code)], status: 200 } : { modules: [notFound], status: 404 };
  }
  const search = searchScreenModules(location, bootstrap);
  if (search) return { modules: search, status: 200 };
  const account = accountScreenModules(location);
  if (account) return { modules: account, status: 200 };
  const personal = personalScreenModules(location);
  if (personal) return { modules: personal, status: 200 };
  const built = screenLayouts[location.screen]?.(location);
  if (built) return { modules: built, status: 200 };
  return { modules: [comingSoon(location.screen)], status: 200 };
}
