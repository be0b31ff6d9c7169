import type { PlacedModule } from '../registry/placed-module.ts';
import type { IslandTrigger } from './island-trigger.ts';

/** The element the server wraps each island's HTML in; its `data-island` attribute is the island's id. */
export const islandTag = 'mh-island';
export const islandIdAttribute = 'data-island';

/**
 * What the browser needs to bring one island to life, inlined with the page: a whole block to hydrate (its placement,
 * as the server checked it), a piece a static block marked interactive (its island name and JSON props), or a static
 * block's plain-DOM behaviour (the block's name: its `behaviour.ts`; no React).
 */
export type IslandEntry = { id: string; when: IslandTrigger } & (
  | { kind: 'block'; placed: Extract<PlacedModule, { kind: 'block' }> }
  | { kind: 'piece'; name: string; props: Record<string, unknown> }
  | { kind: 'behaviour'; block: string }
);

/** useId values inside an island start with its id, so the server's and the browser's match (each is its own root). */
export function islandIdentifierPrefix(id: string): string {
  return `${id}-`;
}
