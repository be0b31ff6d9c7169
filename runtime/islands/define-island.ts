import type { ComponentType } from 'react';
import type { IslandTrigger } from './island-trigger.ts';

/**
 * An interactive piece of an otherwise static block (a Collect button in a table of contents, the cite control of an
 * article): the block renders it through `<Island>`, the server renders it as its own small root, and the browser
 * hydrates that root alone, loading the piece's code when `when` says. Props must be plain JSON: they are inlined with
 * the page. Pieces are listed in an `islands.ts` beside the code that uses them (see discover-islands.ts).
 */
export type IslandDefinition<Props extends Record<string, unknown> = Record<string, unknown>> = {
  /** Unique across the portal: the browser finds the piece's code by it. */
  name: string;
  when: IslandTrigger;
  load: () => Promise<{ default: ComponentType<Props> }>;
};

export function defineIsland<Props extends Record<string, unknown>>(definition: IslandDefinition<Props>): IslandDefinition<Props> {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds pieces of every prop type
export type AnyIslandDefinition = IslandDefinition<any>;
