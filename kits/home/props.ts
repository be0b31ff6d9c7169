import { z } from 'zod';

/** How many items a home module lists: a whole number 1-50 (a numeric string is accepted), default `fallback`. */
export function listLimit(fallback: number) {
  return z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(50, 'must be at most 50').default(fallback);
}

/** A 1-based tab position as configured (`tab: 1`); positions past the last tab select the last one. */
export const tabPosition = z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(1);
