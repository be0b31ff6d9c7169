import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../../server/env.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';

export type TestServer = RunningServer & {
  /** A private copy of site-configs/ the test may edit. */
  configDir: string;
  databaseFile: string;
  get: (path: string, init?: RequestInit) => Promise<{ http: number; body: { status: number; message?: string; data?: unknown } }>;
  close: () => Promise<void>;
};

/**
 * Starts the real server on a free port, with a fresh SQLite file and a private copy of the sample configuration
 * (which `prepare` may change first), exactly as `npm start` would (migrate, seed, listen).
 */
export async function startTestServer(env: Record<string, string> = {}, prepare?: (configDir: string) => void): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-test-'));
  const configDir = join(dir, 'site-configs');
  cpSync('site-configs', configDir, { recursive: true });
  prepare?.(configDir);
  const databaseFile = join(dir, 'masthead.db');
  const server = await startServer(
    readEnv({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${databaseFile}`, SITE_CONFIG_DIR: configDir, LOG_LEVEL: 'silent', PAGES: 'off', ...env }),
  );
  return {
    ...server,
    configDir,
    databaseFile,
    get: async (path, init) => {
      const response = await fetch(`${server.url}${path}`, init);
      const text = await response.text();
      return { http: response.status, body: text ? JSON.parse(text) : undefined };
    },
    close: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
