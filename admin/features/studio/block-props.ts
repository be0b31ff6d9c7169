import { blockCatalogue } from '../../../schemas/blocks/block-catalogue.ts';
import type { FormJsonSchema } from '../../../schemas/form-json-schema.ts';
import { bindingPattern } from '../../../schemas/screens/screen-config.ts';

/**
 * What the studio knows of a module's props: no block renders the module (`unknown`), its block takes none (`none`),
 * or its block's contract as JSON Schema (from the block catalogue).
 */
export type PropsContract = { kind: 'unknown' } | { kind: 'none'; block: string } | { kind: 'schema'; block: string; json: FormJsonSchema };

/**
 * The props contract of the block that renders a module of this code and style: as the registry chooses
 * (runtime/registry/block-registry.ts), a block naming the style, else one taking every style of the code.
 */
export function propsContractOf(code: string, styleId: number): PropsContract {
  const blocks = blockCatalogue.find((entry) => entry.code === code)?.blocks ?? [];
  const block = blocks.find((candidate) => candidate.styleIds?.includes(styleId)) ?? blocks.find((candidate) => candidate.styleIds === null);
  if (!block) return { kind: 'unknown' };
  return block.props ? { kind: 'schema', block: block.block, json: block.props } : { kind: 'none', block: block.block };
}

/** A screen module's prop bound to the address (`"{year}"`, `"{query.page}"`; `"..."`: the whole query). */
export const isBoundProp = (key: string, value: unknown): boolean => key === '...' || (typeof value === 'string' && bindingPattern.test(value));

/**
 * The props a form built from the contract leaves to the JSON view, kept as they are: keys the contract does not
 * name (its block ignores them), and values a screen binds to the address, which the contract's types do not take.
 */
export function propsOutsideForm(props: Readonly<Record<string, unknown>>, json: FormJsonSchema | undefined): string[] {
  const named = json?.properties ?? {};
  return Object.keys(props).filter((key) => !Object.hasOwn(named, key) || isBoundProp(key, props[key]));
}
