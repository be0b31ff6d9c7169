import type { z } from 'zod';

/**
 * Any zod schema (of this output and input), for a constraint (`<S extends AnySchema>`) or a field that takes any
 * schema: z.ZodType's members the code calls, not all of them. Checking a schema against the whole z.ZodType
 * compares its sixty-odd methods, some 5,000 type instantiations for each schema checked; this, about 600.
 */
export interface AnySchema<Output = unknown, Input = unknown> extends z.core.$ZodType<Output, Input> {
  parse(data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>): z.output<this>;
  safeParse(data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>): z.ZodSafeParseResult<z.output<this>>;
}
