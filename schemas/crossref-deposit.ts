import { z } from 'zod';

/**
 * Who sends the deployment's Crossref deposits (`deployment.json` `crossref`): the depositor Crossref writes to about
 * each submission, and the registrant, the member organisation that owns the DOIs. Absent: no deposit can be made.
 * Lengths are the deposit schema's (depositor_name 1-130, email_address 6-200, registrant 1-255 characters).
 */
export const crossrefDepositConfig = z.object({
  depositorName: z.string().trim().min(1, 'a depositor needs a name').max(130),
  depositorEmail: z.email('must be an e-mail address').min(6).max(200),
  /** '' (the default): each site's publisher as `publication.json` names it (`enName`, else `name`). */
  registrant: z.string().trim().max(255).default(''),
});
export type CrossrefDepositConfig = z.infer<typeof crossrefDepositConfig>;
