import type { BlockRegistry } from '../registry/block-registry.ts';
import type { BlockQueryContext } from '../registry/define-block.ts';
import { placeModule } from '../registry/placed-module.ts';
import type { BoundModule } from './resolve-screen.ts';

/**
 * A screen's own modules, each resolved to its block with checked props. `namesNothing`: the address names nothing
 * the site has — a module whose props came from the address fails its block's contract (`newsDetails/abc`), or a
 * block finds nothing its props name (a disabled menu item): the page is a 404.
 */
export async function placeScreenModules(registry: BlockRegistry, modules: BoundModule[], where: string, queryContext: BlockQueryContext) {
  const placed = await Promise.all(modules.map(({ module }) => placeModule(registry, module, where, queryContext)));
  const namesNothing = placed.some((entry, index) => entry.namesNothing === true || (entry.placed.kind === 'invalid' && modules[index]!.fromAddress));
  return { placed, namesNothing };
}
