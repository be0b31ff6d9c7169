import { spawn } from 'node:child_process';
import { createAdminCommand } from '../../server/commands/admin-create.ts';

export type AdminAccountSpec = { email: string; name: string; role: 'owner' | 'siteAdmin' | 'editor'; sites?: readonly string[]; password: string };

type CommandResult = { code: number | null; stdout: string; stderr: string };

const createArguments = (account: AdminAccountSpec) => ['--email', account.email, '--name', account.name, '--role', account.role, ...(account.sites ?? []).flatMap((sld) => ['--site', sld])];

/** The accounts being made in this process, one after another (see `createAdmin`). */
let making: Promise<unknown> = Promise.resolve();

/**
 * Adds an account by the code of `npm run admin -- create` (server/commands/admin-create.ts) in this process: what a
 * test that needs a back-office account uses. Starting the command's process costs ~2 s of CPU (Node, tsx, the
 * server's modules) for each account; tests/integration/admin-accounts.test.ts checks the command's process itself.
 * One at a time: on SQLite a second one begun meanwhile would wait for the first one's write lock by blocking this
 * process's only thread, where the first one runs, and fail after busy_timeout ("database is locked").
 */
export function createAdmin(databaseUrl: string, configDir: string, account: AdminAccountSpec): Promise<CommandResult> {
  const made = making.then(() => createAdminNow(databaseUrl, configDir, account));
  making = made;
  return made;
}

async function createAdminNow(databaseUrl: string, configDir: string, account: AdminAccountSpec): Promise<CommandResult> {
  let stdout = '';
  let stderr = '';
  const say = (message: string) => (stderr += `admin: ${message}\n`);
  const code = await createAdminCommand(createArguments(account), {
    env: { ...process.env, DATABASE_URL: databaseUrl, SITE_CONFIG_DIR: configDir, LOG_LEVEL: 'silent' },
    askPassword: async () => account.password,
    say,
    print: (line) => (stdout += `${line}\n`),
  }).catch((error: unknown) => (say(error instanceof Error ? error.message : String(error)), 2));
  return { code, stdout, stderr };
}

/** Adds an account the way an operator does: `npm run admin -- create` (its source, through tsx) on the server's database. */
export function createAdminByCommand(databaseUrl: string, configDir: string, account: AdminAccountSpec): Promise<CommandResult> {
  const args = ['create', ...createArguments(account)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/commands/admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, SITE_CONFIG_DIR: configDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: account.password },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

type Reply = { http: number; headers: Headers; body: { status: number; message?: string; data?: unknown } };

/** A browser of the back office: keeps the session cookie and sends the CSRF token with every write. */
export class AdminBrowser {
  cookies = new Map<string, string>();
  csrfToken = '';

  constructor(private readonly baseUrl: string) {}

  async signIn(email: string, password: string): Promise<Reply> {
    const reply = await this.call('POST', '/rc-pub/admin/session', { email, password });
    const data = reply.body.data as { csrfToken?: string } | undefined;
    if (data?.csrfToken) this.csrfToken = data.csrfToken;
    return reply;
  }

  /** The cookies as a request's `cookie` header sends them (for a request `call` does not make: an upload). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(method: string, path: string, body?: unknown, options: { csrf?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const csrf = options.csrf ?? this.csrfToken;
    if (csrf) headers['x-csrf-token'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value = ''] = pair!.split(/=(.*)/s, 2) as [string, string];
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    return { http: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }
}
