import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * `npm start` in a process of its own, in production mode, on a test folder (a private copy of the sample
 * configuration and a fresh database, seeded by the server on its first start as on a new host), so its memory is
 * its own and not the load generator's.
 */
export function startProductionServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({ NODE_ENV: 'production', PAGES: 'on', CONFIG_WATCH: 'off', ...env });
}
