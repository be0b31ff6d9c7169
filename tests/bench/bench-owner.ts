import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';

/**
 * An owner account made on a bench's server (by the admin command's own code, tests/support/admin-accounts.ts) and
 * signed in: the back office's browser the bench drives the desk with. Throws, saying which step failed.
 */
export async function signedInOwner(server: { url: string; databaseUrl: string }, name: string): Promise<AdminBrowser> {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.org`;
  const password = `${name} secret password`;
  const made = await createAdmin(server.databaseUrl, 'site-configs', { email, name, role: 'owner', password });
  if (made.code !== 0) throw new Error(`admin account: ${made.stderr}`);
  const owner = new AdminBrowser(server.url);
  const signedIn = await owner.signIn(email, password);
  if (signedIn.body.status !== 0) throw new Error(`sign-in: ${signedIn.body.message}`);
  return owner;
}
