import { z } from 'zod';
import type { AnySchema } from './any-schema.ts';

export type FormJsonSchema = z.core.JSONSchema.JSONSchema;

/**
 * The input side leaves out the default of a value read through a transform (a configuration flag: `1`, `"1"` or
 * `true` read as a boolean): it is the output's. A form still starts a new field from it; for these, the output is
 * also an input the schema takes.
 */
function keepDefaults(context: { zodSchema: z.core.$ZodTypes; jsonSchema: FormJsonSchema }): void {
  const { def } = context.zodSchema._zod;
  if (def.type === 'default' && !('default' in context.jsonSchema)) context.jsonSchema.default = def.defaultValue as FormJsonSchema['default'];
}

/**
 * A schema's JSON Schema as a form reads it: the input side (what an editor types; a transform's input, a default
 * making a field optional), with the defaults the input side drops, recursive schemas as `$ref`s. What JSON Schema
 * cannot say (a custom type, a refinement's rule) becomes `{}` — any value, which a form edits as JSON text — and
 * the schema still checks it when the value is saved. No `$schema` key: the form needs none.
 */
export function formJsonSchemaOf(schema: AnySchema): FormJsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', override: keepDefaults });
  return json;
}
