import { z } from 'zod';
import { adminEmail, adminPassword, adminRole } from '../../schemas/admin/admin-account.ts';
import { adminEmailTaken, createAdminAccount } from '../admin/accounts/admin-accounts.ts';
import { recordAudit } from '../admin/audit/audit-log.ts';
import { openDatabase } from '../db/open-database.ts';
import { commandSites, siteNamed } from './command-sites.ts';
import { readEnv } from '../env.ts';

/**
 * What `npm run admin -- create` does once its process is set up (server/commands/admin.ts is the command line):
 * checks the arguments and the password, then adds the account to the database of `env.DATABASE_URL`. Apart from the
 * process so that tests needing a back-office account make it by the command's own code without starting a process.
 */
export type AdminCommandIo = {
  /** The environment the database and the configuration folder are read from (a process's: process.env). */
  env: NodeJS.ProcessEnv;
  askPassword: () => Promise<string>;
  /** A line for the operator (the command writes it to stderr). */
  say: (message: string) => void;
  /** The command's answer (the command writes it to stdout). */
  print: (line: string) => void;
};

export const adminUsage =
  'usage: npm run admin -- create --email <address> --name <name> --role owner|siteAdmin|editor [--site <sld>]…   (password: ADMIN_PASSWORD or asked)';

const createArguments = z.object({
  email: adminEmail,
  name: z.string().trim().min(1, { error: 'is required' }).max(100),
  role: adminRole,
  sites: z.array(z.string().min(1)),
});

function readFlags(args: string[]): Record<string, string | string[]> {
  const flags: Record<string, string | string[]> = { sites: [] };
  for (let index = 0; index < args.length; index += 1) {
    const [name, inline] = args[index]!.replace(/^--/, '').split(/=(.*)/s, 2) as [string, string | undefined];
    const value = inline ?? args[++index] ?? '';
    if (name === 'site') (flags.sites as string[]).push(value);
    else flags[name] = value;
  }
  return flags;
}

/** `create`'s arguments (after the verb) to an exit code: 0 done (the account printed as one JSON line), 2 refused. */
export async function createAdminCommand(args: string[], { env: source, askPassword, say, print }: AdminCommandIo): Promise<number> {
  const parsed = createArguments.safeParse(readFlags(args));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) say(`--${String(issue.path[0] ?? '')}: ${issue.message}`);
    say(adminUsage);
    return 2;
  }
  const { email, name, role, sites } = parsed.data;
  const password = adminPassword.safeParse(await askPassword());
  if (!password.success) {
    say(`password: ${password.error.issues[0]?.message ?? 'refused'}`);
    return 2;
  }

  const env = readEnv(source);
  const database = openDatabase(env.DATABASE_URL);
  try {
    const store = await commandSites(database.db, env.SITE_CONFIG_DIR, say);
    const siteIds: number[] = [];
    for (const sld of sites) {
      const site = siteNamed(store, sld, say);
      if (!site) return 2;
      siteIds.push(site.site.siteId);
    }
    if (role !== 'owner' && siteIds.length === 0) {
      say(`a ${role} works on named sites: give at least one --site`);
      return 2;
    }
    if (await adminEmailTaken(database.db, email)) {
      say(`an account with the address ${email} exists already`);
      return 2;
    }
    const account = await createAdminAccount(database.db, { email, name, role, siteIds, password: password.data });
    await recordAudit(database.db, { actor: { id: null, email: 'npm run admin' }, action: 'account.create', target: `account:${account.id}`, after: account, source: 'command line' });
    print(JSON.stringify(account));
    return 0;
  } finally {
    await database.close();
  }
}
