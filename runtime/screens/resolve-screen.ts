import type { Bootstrap } from '../../schemas/bootstrap.ts';
import { moduleOf, type ModuleDescriptor } from '../../schemas/module-list.ts';
import type { ScreenDefinition, ScreenLayout, ScreenModule } from '../../schemas/screens/screen-config.ts';
import type { ScreenKey } from '../../schemas/screens/screen-keys.ts';
import type { ParsedLocation } from '../routing/parse-location.ts';
import { bindingValue, bindProps, type AddressValues } from './bind-props.ts';
import { defaultScreens } from './default-screens.ts';
import { conditionHolds } from './screen-condition.ts';
import { screenKeyOf } from './screen-key.ts';

/** A screen's module with its props bound; `fromAddress`: some prop came from the address. */
export type BoundModule = { module: ModuleDescriptor; fromAddress: boolean };

/**
 * What a page shows for an address: its screen's modules, bound to the address, with the HTTP status the screen
 * answers with and the layout around it. `where` names the configuration they came from, for diagnostics.
 */
export type ResolvedScreen = { key: ScreenKey; modules: BoundModule[]; status: number; layout: ScreenLayout; where: string };

/** `use` may lead from one screen to another (`notFound`); a loop in a site's configuration stops here. */
const maxUses = 4;

const unbound = (module: ModuleDescriptor): BoundModule => ({ module, fromAddress: false });

/** A module of the screen, bound; absent when a binding it `requires` has no value. */
function bindModule({ requires, ...module }: ScreenModule, address: AddressValues): BoundModule | undefined {
  if (!module.enable || requires.some((name) => bindingValue(name, address) === undefined)) return undefined;
  const { props, bound } = bindProps(module.props, address);
  return { module: { ...module, props }, fromAddress: bound };
}

/**
 * The screen an address shows: the site's own definition of it (its screens.json), else the portal's
 * (runtime/screens/default-screens.json); the first variant whose condition holds, else the screen's modules. The home
 * screen is the site's modules.json unless its screens.json says otherwise. A screen nothing describes says it is
 * still to come.
 */
export function resolveScreen(location: ParsedLocation, bootstrap: Pick<Bootstrap, 'screens' | 'homeModules' | 'site' | 'features'>): ResolvedScreen {
  const defaults = defaultScreens();
  const siteScreens = bootstrap.screens.screens;
  const layout = bootstrap.screens.layout ?? defaults.layout;
  const address: AddressValues = { params: location.params, query: location.query };
  let key = screenKeyOf(location);

  for (let uses = 0; uses <= maxUses; uses += 1) {
    const own = siteScreens[key];
    const where = own ? `${bootstrap.site.sld}/screens.json screens.${key}` : `default-screens.json screens.${key}`;
    if (key === 'home' && !own) {
      return { key, modules: bootstrap.homeModules.filter((module) => module.enable).map(unbound), status: 200, layout, where: `${bootstrap.site.sld}/modules.json` };
    }
    const definition: ScreenDefinition | undefined = own ?? defaults.screens[key];
    if (!definition) {
      return { key, modules: [unbound(moduleOf('notYetAvailable', { screen: key }))], status: 200, layout, where };
    }
    const variant = definition.variants.find((candidate) => conditionHolds(candidate.when, address, bootstrap.features));
    if (variant?.use !== undefined && variant.use !== key) {
      key = variant.use;
      continue;
    }
    const modules = (variant?.modules ?? definition.modules).flatMap((module) => bindModule(module, address) ?? []);
    return { key, modules, status: definition.status, layout, where };
  }
  return { key: 'notFound', modules: [unbound(moduleOf('notFound'))], status: 404, layout, where: 'screens' };
}
