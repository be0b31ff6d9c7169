import { z } from 'zod';
import type { AnySchema } from '../../schemas/any-schema.ts';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): `input` for what a caller sends (a query's string
 * numbers, defaults optional), `output` for what the server answers. What JSON Schema cannot say (a transform's
 * result, a custom check) is left open rather than refused.
 */
export function jsonSchemaOf(schema: AnySchema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  return rest;
}
