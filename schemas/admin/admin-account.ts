import { z } from 'zod';

/**
 * Who may do what in the back office (issues 19 and 20): an owner everything, a site admin the configuration and
 * content of the sites named for them, an editor only those sites' content.
 */
export const adminRole = z.enum(['owner', 'siteAdmin', 'editor']);
export type AdminRole = z.infer<typeof adminRole>;

/** What an admin account may touch (`sites`: create, archive and restore sites); a role's powers include those of the roles below it. */
export const adminPower = z.enum(['content', 'configuration', 'accounts', 'sites']);
export type AdminPower = z.infer<typeof adminPower>;

export const powersOfRole: Record<AdminRole, readonly AdminPower[]> = {
  owner: ['content', 'configuration', 'accounts', 'sites'],
  siteAdmin: ['content', 'configuration'],
  editor: ['content'],
};

export const adminEmail = z.string().trim().toLowerCase().pipe(z.email({ error: 'must be an e-mail address' })).pipe(z.string().max(254));
/** At least 12 characters: an administrator's password guards every site's content. */
export const adminPassword = z.string().min(12, { error: 'must be at least 12 characters' }).max(200);

/** An admin account as the API shows it (never its password hash). */
export const adminAccount = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: adminRole,
  /** The site ids an editor or site admin works on; an owner works on all and lists none. */
  siteIds: z.array(z.number().int()),
});
export type AdminAccount = z.infer<typeof adminAccount>;

export const adminSignIn = z.object({ email: adminEmail, password: z.string().min(1).max(200) });

/** The signed-in account and the token every write must send back in the `x-csrf-token` header. */
export const adminSession = z.object({ account: adminAccount, csrfToken: z.string() });
export type AdminSession = z.infer<typeof adminSession>;
