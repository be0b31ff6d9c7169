import { readFileSync } from 'node:fs';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/** The heap ceiling `npm start` gives node (package.json's start script, MAX_HEAP_MB when set). */
export function startHeapFlag(env: NodeJS.ProcessEnv = process.env): string {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  const fallback = /--max-old-space-size=\$\{MAX_HEAP_MB:-(\d+)\}/.exec(start)?.[1];
  if (!fallback) throw new Error(`npm start no longer sets --max-old-space-size from MAX_HEAP_MB: ${start}`);
  return `--max-old-space-size=${env.MAX_HEAP_MB ?? fallback}`;
}

/**
 * `npm start` in a process of its own, in production mode, with its heap ceiling, on a test folder (a private copy of
 * the sample configuration and a fresh database, seeded by the server on its first start as on a new host), so its
 * memory is its own and not the load generator's.
 */
export function startProductionServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({ NODE_ENV: 'production', PAGES: 'on', CONFIG_WATCH: 'off', ...env }, undefined, [startHeapFlag()]);
}
