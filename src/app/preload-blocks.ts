import type { ModuleDescriptor } from '../../schemas/module-list.ts';
import { loadBlockComponent } from '../../runtime/registry/block-components.ts';
import type { BlockRegistry } from '../../runtime/registry/block-registry.ts';
import { layoutModules } from '../screens/layout-modules.ts';

/** Loads the code of every block a page shows (its modules and the layout's) before the page renders. */
export async function preloadBlocks(registry: BlockRegistry, modules: ModuleDescriptor[]): Promise<void> {
  const all = [...layoutModules.beforeMain, ...modules, ...layoutModules.afterMain];
  await Promise.all(
    all.map((module) => {
      const resolved = registry.resolve(module);
      return resolved.kind === 'block' ? loadBlockComponent(resolved.definition) : undefined;
    }),
  );
}
