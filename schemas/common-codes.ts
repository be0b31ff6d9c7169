import { z } from 'zod';

/**
 * `getCommonCodes` (spec §7): menu codes that behave like `mixed` and open `/currencyList` (spec §2). Global to
 * the deployment.
 */
export const commonCodes = z.array(z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'must be a menu code')).default([]);
export type CommonCodes = z.infer<typeof commonCodes>;
