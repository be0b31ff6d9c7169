import { z } from 'zod';

/** A problem found in configuration: which file, which field, what is wrong. */
export const diagnostic = z.object({
  file: z.string(),
  path: z.string(),
  message: z.string(),
});
export type Diagnostic = z.infer<typeof diagnostic>;
