import { z } from 'zod';
import { adminSession, adminSignIn } from '../admin/admin-account.ts';
import { auditEntry } from '../admin/audit-entry.ts';
import { endpoint, envelopeOf } from './endpoint.ts';

const tag = 'admin';

/** A site of the deployment, named in an admin path by its sld. */
export const adminSiteParams = z.object({ sld: z.string().min(1).max(64) });

/** A site an admin account works on, as the back office's site picker lists it. */
export const adminSite = z.object({
  id: z.number().int(),
  sld: z.string(),
  name: z.string(),
  enName: z.string(),
  /** A group site holds no content of its own: its pages are its members'. */
  groupSite: z.boolean(),
});
export type AdminSite = z.infer<typeof adminSite>;

export const auditQuery = z.object({
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The back office's own endpoints (issues 19 and 20): signing in and out, and the audit log. Every one but signing
 * in needs an admin session (server/admin/access/admin-gate.ts); every write its CSRF token in `x-csrf-token`.
 */
export const adminEndpoints = {
  adminSignIn: endpoint({
    method: 'POST',
    path: '/rc-pub/admin/session',
    tag,
    summary: 'Signs an admin account in: sets the HttpOnly session cookie and answers the CSRF token writes need.',
    body: adminSignIn,
    reply: envelopeOf(adminSession),
  }),
  adminWhoAmI: endpoint({ method: 'GET', path: '/rc-pub/admin/session', tag, summary: 'The signed-in admin account and its CSRF token.', reply: envelopeOf(adminSession) }),
  adminSignOut: endpoint({ method: 'DELETE', path: '/rc-pub/admin/session', tag, summary: 'Ends the admin session.', reply: envelopeOf(z.null()) }),
  adminSites: endpoint({
    method: 'GET',
    path: '/rc-pub/admin/sites',
    tag,
    summary: 'The sites the signed-in account works on (an owner: every site), by sld.',
    reply: envelopeOf(z.array(adminSite)),
  }),
  adminAudit: endpoint({
    method: 'GET',
    path: '/rc-pub/admin/sites/:sld/audit',
    tag,
    summary: "A site's audit log, newest first.",
    params: adminSiteParams,
    query: auditQuery,
    reply: envelopeOf(z.array(auditEntry)),
  }),
} as const;
