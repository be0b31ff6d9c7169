import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockCatalogue } from '../../../schemas/blocks/block-catalogue.ts';
import { blockCatalogueFile, blockCatalogueText, catalogueEntries, summaryOf } from '../block-catalogue-text.ts';
import { discoverBlockRegistry } from '../discover-blocks.ts';

const sourceOf = (block: string) => readFileSync(join('blocks', block, 'index.ts'), 'utf8');

describe('the block catalogue (schemas/blocks/block-catalogue.ts)', () => {
  it('lists exactly the codes and styles the registry renders: regenerate it with `npx tsx src/blocks/write-block-catalogue.ts`', () => {
    const definitions = discoverBlockRegistry().definitions;
    expect(readFileSync(blockCatalogueFile, 'utf8')).toBe(blockCatalogueText(catalogueEntries(definitions, sourceOf)));
    const codes = new Set(definitions.flatMap((definition) => definition.codes));
    expect(blockCatalogue.map((entry) => entry.code).sort()).toEqual([...codes].sort());
    expect(blockCatalogue.find((entry) => entry.code === 'latestIssue')).toEqual({
      code: 'latestIssue',
      blocks: [{ block: 'latest-issue', styleIds: [1, 2], summary: 'Home module `latestIssue`: the table of contents of the current issue.' }],
    });
  });

  it("reads a block's summary from the doc comment right above its registration", () => {
    const source = `/** A constant's comment. */\nexport const ids = [1];\n\n/**\n * The banner: a picture. More words.\n */\nexport default defineBlock({});`;
    expect(summaryOf(source)).toBe('The banner: a picture.');
    expect(summaryOf('export default defineBlock({});')).toBe('');
  });
});
