import { z } from 'zod';

/** One line of the audit log: who did what to which thing, when, and the thing before and after. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  accountId: z.number().int().nullable(),
  accountEmail: z.string(),
  action: z.string(),
  siteId: z.number().int().nullable(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
