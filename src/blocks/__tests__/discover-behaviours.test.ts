import { describe, expect, it } from 'vitest';
import { discoverBlockRegistry } from '../discover-blocks.ts';
import { blocksWithBehaviour, loadBehaviour } from '../discover-behaviours.ts';

const definitions = discoverBlockRegistry().definitions;

describe('block behaviours', () => {
  it('runs a behaviour.ts for exactly the blocks whose registration asks for one, none of them islands', () => {
    const declared = definitions.filter((definition) => definition.behaviour).map((definition) => definition.name);
    expect(declared.length).toBeGreaterThan(0);
    expect(blocksWithBehaviour().sort()).toEqual(declared.sort());
    for (const definition of definitions) if (definition.behaviour) expect(definition.island, definition.name).toBeUndefined();
  });

  it('loads each behaviour as a function, and names a block without one', async () => {
    for (const block of blocksWithBehaviour()) expect(typeof (await loadBehaviour(block))).toBe('function');
    await expect(loadBehaviour('header')).rejects.toThrow(/no behaviour for block header/);
  });
});
