import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockCatalogue } from '../../../schemas/blocks/block-catalogue.ts';
import { blockCatalogueFile, blockCatalogueText, catalogueEntries, summaryOf } from '../block-catalogue-text.ts';
import { discoverBlockRegistry } from '../discover-blocks.ts';

const sourceOf = (block: string) => readFileSync(join('blocks', block, 'index.ts'), 'utf8');

describe('the block catalogue (schemas/blocks/block-catalogue.ts)', () => {
  it('lists exactly the codes, styles and props contracts the registry has: regenerate it with `npx tsx src/blocks/write-block-catalogue.ts`', async () => {
    const definitions = discoverBlockRegistry().definitions;
    expect(readFileSync(blockCatalogueFile, 'utf8')).toBe(blockCatalogueText(await catalogueEntries(definitions, sourceOf)));
    const codes = new Set(definitions.flatMap((definition) => definition.codes));
    expect(blockCatalogue.map((entry) => entry.code).sort()).toEqual([...codes].sort());
    expect(blockCatalogue.find((entry) => entry.code === 'latestIssue')).toEqual({
      code: 'latestIssue',
      blocks: [{ block: 'latest-issue', styleIds: [1, 2], summary: 'Home module `latestIssue`: the table of contents of the current issue.', props: expect.objectContaining({ type: 'object' }) }],
    });
  });

  it("carries each block's props contract as JSON Schema, the input side, defaults kept; null for a block that takes no props", () => {
    const propsOf = (code: string) => blockCatalogue.find((entry) => entry.code === code)?.blocks[0]?.props;
    expect(propsOf('latestIssue')?.properties?.limit).toEqual({ default: 6, type: 'integer', minimum: 1, maximum: 50 });
    // A flag (`1`, `"1"` or `true`, read into a boolean through a transform): what is typed, with its default.
    expect(propsOf('latestIssue')?.properties?.showCover).toMatchObject({ default: true, type: expect.arrayContaining(['boolean', 'number', 'string']) });
    // A clamped interval (a transform): its input, an integer, and its default.
    expect(propsOf('carousel')?.properties?.intervalMs).toMatchObject({ default: 5000, type: 'integer' });
    expect(propsOf('carousel')?.properties?.slides).toMatchObject({ type: 'array', items: { type: 'object', properties: { title: { type: 'string' } } } });
    expect(propsOf('header')).toBeNull();
    expect(JSON.stringify(blockCatalogue)).not.toContain('$schema');
  });

  it("reads a block's summary from the doc comment right above its registration", () => {
    const source = `/** A constant's comment. */\nexport const ids = [1];\n\n/**\n * The banner: a picture. More words.\n */\nexport default defineBlock({});`;
    expect(summaryOf(source)).toBe('The banner: a picture.');
    expect(summaryOf('export default defineBlock({});')).toBe('');
  });
});
