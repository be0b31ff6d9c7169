import type { z } from 'zod';

/** Reader rows' JSON read with the entity's schema; a row the schema refuses is left out (it was never valid). */
export function entitiesOf<S extends z.ZodType>(schema: S, rows: readonly { data: string }[], overrides: (row: never) => object = () => ({})): z.output<S>[] {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse({ ...JSON.parse(row.data), ...overrides(row as never) });
    return parsed.success ? [parsed.data] : [];
  });
}

export const lowered = (...texts: (string | readonly string[])[]) => texts.flat().join(' ').toLowerCase();
