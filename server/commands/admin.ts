import { createInterface } from 'node:readline/promises';
import { adminUsage, createAdminCommand } from './admin-create.ts';

/**
 * `npm run admin -- create --email <address> --name <name> --role owner|siteAdmin|editor [--site <sld>]…`: adds a
 * back-office account to the database the server uses (DATABASE_URL). The password is read from ADMIN_PASSWORD, or
 * asked for on the terminal; it is never an argument (arguments show in the process list and shell history).
 * Prints the account as one JSON line. Exit code 0 done, 2 refused. What `create` does: ./admin-create.ts.
 */

const say = (message: string) => process.stderr.write(`admin: ${message}\n`);

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

async function main(): Promise<number> {
  const [verb, ...rest] = process.argv.slice(2);
  if (verb === 'create') return createAdminCommand(rest, { env: process.env, askPassword, say, print: (line) => process.stdout.write(`${line}\n`) });
  say(adminUsage);
  return 2;
}

process.exitCode = await main().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  return 2;
});
