import { blockCatalogue } from '../../../schemas/blocks/block-catalogue.ts';
import type { FormJsonSchema } from '../../../schemas/form-json-schema.ts';
import { bindingPattern } from '../../../schemas/screens/screen-config.ts';
import { formModelOfJsonSchema, type FieldModel } from '../../kits/schema-form/form-model.ts';

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

const models = new WeakMap<FormJsonSchema, Map<string, FieldModel>>();

/**
 * The form of a block's props, the props left to JSON hidden: built once per contract and set of hidden props (the
 * catalogue's schemas live as long as the page), as a form's model is built once per schema.
 */
export function propsFormModel(json: FormJsonSchema, hidden: readonly string[]): FieldModel {
  const byHidden = models.get(json) ?? new Map<string, FieldModel>();
  models.set(json, byHidden);
  const key = hidden.join('\n');
  let model = byHidden.get(key);
  if (!model) byHidden.set(key, (model = formModelOfJsonSchema(json, { hidden })));
  return model;
}
