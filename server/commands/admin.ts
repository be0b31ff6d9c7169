import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { adminEmail, adminPassword, adminRole } from '../../schemas/admin/admin-account.ts';
import { adminEmailTaken, createAdminAccount } from '../admin/accounts/admin-accounts.ts';
import { recordAudit } from '../admin/audit/audit-log.ts';
import { ConfigStore } from '../config/config-store.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { readEnv } from '../env.ts';

/**
 * `npm run admin -- create --email <address> --name <name> --role owner|siteAdmin|editor [--site <sld>]…`: adds a
 * back-office account to the database the server uses (DATABASE_URL). The password is read from ADMIN_PASSWORD, or
 * asked for on the terminal; it is never an argument (arguments show in the process list and shell history).
 * Prints the account as one JSON line. Exit code 0 done, 2 refused.
 */

const usage = 'usage: npm run admin -- create --email <address> --name <name> --role owner|siteAdmin|editor [--site <sld>]…   (password: ADMIN_PASSWORD or asked)';
const say = (message: string) => process.stderr.write(`admin: ${message}\n`);

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

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    // A password piped in: the first line.
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  try {
    return await prompt.question('password (at least 12 characters): ');
  } finally {
    prompt.close();
  }
}

async function create(args: string[]): Promise<number> {
  const parsed = createArguments.safeParse(readFlags(args));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) say(`--${String(issue.path[0] ?? '')}: ${issue.message}`);
    say(usage);
    return 2;
  }
  const { email, name, role, sites } = parsed.data;
  const password = adminPassword.safeParse(await askPassword());
  if (!password.success) {
    say(`password: ${password.error.issues[0]?.message ?? 'refused'}`);
    return 2;
  }

  const env = readEnv();
  const database = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    const store = await ConfigStore.fromDatabase(env.SITE_CONFIG_DIR, database.db, { info: () => {}, warn: say });
    const siteIds: number[] = [];
    for (const sld of sites) {
      const site = store.bySld(sld);
      if (!site) {
        say(`unknown site "${sld}" (sites: ${[...store.snapshot.sites.keys()].join(', ')})`);
        return 2;
      }
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
    process.stdout.write(`${JSON.stringify(account)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const [verb, ...rest] = process.argv.slice(2);
  if (verb === 'create') return create(rest);
  say(usage);
  return 2;
}

process.exitCode = await main().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  return 2;
});
