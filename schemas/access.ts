import { z } from 'zod';
import { flagOn } from './primitives.ts';

/** `checkPower` (spec §6): what a visitor may do on this site. */
export const accessConfig = z.object({
  visitPower: flagOn,
  downloadPower: flagOn,
  /**
   * Replaces the original's "a referrer from certain listed hosts on two particular sites grants visit rights":
   * a visitor arriving from one of these hosts may read even when visitPower is off.
   */
  referrerGrantHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/i, 'must be a host name')).default([]),
});
export type AccessConfig = z.infer<typeof accessConfig>;

/** What `checkPower` answers for one request. */
export const accessGrant = z.object({ visitPower: z.boolean(), downloadPower: z.boolean() });
export type AccessGrant = z.infer<typeof accessGrant>;
