import type { AnyIslandDefinition } from '../../runtime/islands/define-island.ts';

/**
 * The interactive pieces of static blocks: a block or kit folder lists its pieces in an `islands.ts` (default export,
 * an array of `defineIsland(…)`). The listings are tiny; each piece's code loads only when an island needs it.
 */
const discovered = import.meta.glob<AnyIslandDefinition[]>(['../../blocks/*/islands.ts', '../../kits/*/islands.ts'], { eager: true, import: 'default' });

export type IslandRegistry = { named: (name: string) => AnyIslandDefinition | undefined; all: () => AnyIslandDefinition[] };

export function discoverIslands(): IslandRegistry {
  const byName = new Map<string, AnyIslandDefinition>();
  for (const [file, definitions] of Object.entries(discovered)) {
    for (const definition of definitions) {
      if (byName.has(definition.name)) throw new Error(`${file}: island ${definition.name} is defined twice`);
      byName.set(definition.name, definition);
    }
  }
  return { named: (name) => byName.get(name), all: () => [...byName.values()] };
}
