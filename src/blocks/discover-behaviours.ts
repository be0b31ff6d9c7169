import type { Behaviour } from '../../runtime/islands/define-behaviour.ts';

/**
 * Static blocks' plain-DOM behaviours: `blocks/<name>/behaviour.ts`, found by that convention so the page's entry can
 * run one without the block registry (or React). Each loads on its own when its island's trigger says.
 */
const discovered = import.meta.glob<Behaviour>('../../blocks/*/behaviour.ts', { import: 'default' });

const byBlock = new Map(Object.entries(discovered).map(([file, load]) => [file.split('/').at(-2)!, load]));

/** The blocks that have a behaviour (by block name, which is its folder's). */
export function blocksWithBehaviour(): string[] {
  return [...byBlock.keys()];
}

export async function loadBehaviour(block: string): Promise<Behaviour> {
  const load = byBlock.get(block);
  if (!load) throw new Error(`no behaviour for block ${block} in this build`);
  const behaviour = await load();
  // A chunk that failed to load may answer undefined (the chunk-reload handler took the error).
  if (typeof behaviour !== 'function') throw new Error(`${block}: its behaviour.ts has no default export`);
  return behaviour;
}
