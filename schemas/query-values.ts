import { z } from 'zod';

/** A yes/no query parameter as clients send it: true, false, 1 or 0. */
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');
