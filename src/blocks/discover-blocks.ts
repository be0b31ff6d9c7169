import type { AnyBlockDefinition } from '../../runtime/registry/define-block.ts';
import { createBlockRegistry, type BlockRegistry } from '../../runtime/registry/block-registry.ts';

/**
 * Every block is a folder `blocks/<name>/` whose `index.ts` default-exports its definition: adding a block type is
 * adding a folder, with no list to edit.
 */
const discovered = import.meta.glob<AnyBlockDefinition>('../../blocks/*/index.ts', { eager: true, import: 'default' });

export function discoverBlockRegistry(): BlockRegistry {
  return createBlockRegistry(Object.values(discovered));
}
