import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyBlockDefinition } from '../../runtime/registry/define-block.ts';
import { blockCatalogueFile, blockCatalogueText, catalogueEntries } from './block-catalogue-text.ts';

/**
 * Writes schemas/blocks/block-catalogue.ts from the block registrations (`npx tsx src/blocks/write-block-catalogue.ts`),
 * after adding a block or changing its codes or its props' contract. The registrations import only their definitions'
 * types, so they load here without Vite; their contracts load to give each block's props as JSON Schema, their
 * components are not touched.
 */
const blocksDir = resolve('blocks');
const names = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const definitions: AnyBlockDefinition[] = [];
for (const name of names) {
  const module = (await import(pathToFileURL(join(blocksDir, name, 'index.ts')).href)) as { default: AnyBlockDefinition };
  definitions.push(module.default);
}
const sourceOf = (block: string) => readFileSync(join(blocksDir, block, 'index.ts'), 'utf8');
writeFileSync(blockCatalogueFile, blockCatalogueText(await catalogueEntries(definitions, sourceOf)));
process.stdout.write(`${blockCatalogueFile}: ${definitions.length} blocks\n`);
