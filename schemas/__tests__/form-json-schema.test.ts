import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formJsonSchemaOf } from '../form-json-schema.ts';

describe('formJsonSchemaOf: a schema as a form reads it', () => {
  it('gives the input side: a transform by what it reads, a default making a field optional, a flag’s default kept', () => {
    const flag = z.union([z.boolean(), z.literal(1), z.literal('1')]).transform((value) => value === true || value === 1 || value === '1');
    const json = formJsonSchemaOf(
      z.object({
        title: z.string().max(20),
        limit: z.number().int().default(6).transform((limit) => Math.min(limit, 50)),
        on: flag.default(true),
      }),
    );
    expect(json).not.toHaveProperty('$schema');
    expect(json.required).toEqual(['title']);
    expect(json.properties?.title).toEqual({ type: 'string', maxLength: 20 });
    expect(json.properties?.limit).toMatchObject({ type: 'integer', default: 6 });
    expect(json.properties?.on).toMatchObject({ default: true });
  });

  it('leaves what JSON Schema cannot say as any value (a form edits it as JSON), and never throws for it', () => {
    const json = formJsonSchemaOf(
      z.object({
        when: z.custom<Date>((value) => value instanceof Date),
        count: z.bigint(),
        even: z.number().refine((value) => value % 2 === 0, 'must be even'),
      }),
    );
    expect(json.properties?.when).toEqual({});
    expect(json.properties?.count).toEqual({});
    // A refinement's rule has no JSON Schema: the type stays, the rule is the server's to check.
    expect(json.properties?.even).toEqual({ type: 'number' });
  });
});
