import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../../server/env.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';
import { createTestDatabase, dropTestDatabase, testsOnPostgres } from './postgres-test-databases.ts';
import { copyTemplate, seedingKey, type Templates } from './template-database.ts';

/** The seeded templates the global setup made for this run (tests/support/global-setup.ts); none outside vitest. */
const templates: Templates | undefined = process.env.MASTHEAD_TEST_TEMPLATES ? JSON.parse(process.env.MASTHEAD_TEST_TEMPLATES) : undefined;

export type TestServer = RunningServer & {
  /** A private copy of site-configs/ the test may edit. */
  configDir: string;
  /** The SQLite database's file (empty when the server runs on PostgreSQL). */
  databaseFile: string;
  /** The DATABASE_URL the server runs on: a test may open the same database (server/db/open-database.ts). */
  databaseUrl: string;
  /** The folder of the server's package files. */
  filesDir: string;
  get: (path: string, init?: RequestInit) => Promise<{ http: number; body: { status: number; message?: string; data?: unknown } }>;
  close: () => Promise<void>;
};

/** A test server's own folder: a private copy of the sample configuration, and its database file. */
/** Under the test runner, pages check what the back end hands them (server/env.ts); benches measure what production runs. */
const auditUnderVitest: Record<string, string> = process.env.VITEST ? { HAND_OVER_AUDIT: 'on' } : {};

export type TestFolder = { dir: string; configDir: string; databaseFile: string; databaseUrl: string; filesDir: string; env: Record<string, string> };

/**
 * Makes a test server's folder: a private copy of the sample configuration (which `prepare` may change first) and a
 * fresh database, which is a copy of this run's seeded template when the configuration seeds the same sites (so
 * start-up skips the seeding). Answers the environment the server is to start with; a test that passes its own
 * DATABASE_URL gets exactly that database. A server process runs alone (WORKERS=1) unless the test asks for workers.
 */
export function prepareTestFolder(env: Record<string, string> = {}, prepare?: (configDir: string) => void): TestFolder {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-test-'));
  const configDir = join(dir, 'site-configs');
  cpSync('site-configs', configDir, { recursive: true });
  prepare?.(configDir);
  const sampleArticles = env.SAMPLE_ARTICLES === 'off' ? 'off' : 'on';
  const filesDir = join(dir, 'files');
  let databaseFile = join(dir, 'masthead.db');
  let storage: Record<string, string> = { DATABASE_URL: `file:${databaseFile}` };
  if (!env.DATABASE_URL && testsOnPostgres()) {
    databaseFile = '';
    storage = { DATABASE_URL: createTestDatabase(seedingKey(env.SITE_CONFIG_DIR ?? configDir, sampleArticles), filesDir), FILES_DIR: filesDir };
  } else if (!env.DATABASE_URL) copyTemplate(templates, dir, env.SITE_CONFIG_DIR ?? configDir, sampleArticles);
  const serverEnv: Record<string, string> = { PORT: '0', HOST: '127.0.0.1', ...storage, SITE_CONFIG_DIR: configDir, LOG_LEVEL: 'silent', PAGES: 'off', WORKERS: '1', ...auditUnderVitest, ...env };
  return { dir, configDir, databaseFile, databaseUrl: serverEnv.DATABASE_URL!, filesDir: env.FILES_DIR ?? filesDir, env: serverEnv };
}

/**
 * Starts the real server in this process on a free port, in a folder of its own (`prepareTestFolder`), exactly as
 * `npm start` would (migrate, seed, listen).
 */
export async function startTestServer(env: Record<string, string> = {}, prepare?: (configDir: string) => void): Promise<TestServer> {
  const folder = prepareTestFolder(env, prepare);
  const { configDir, databaseFile, databaseUrl, filesDir, env: serverEnv } = folder;
  const server = await startServer(readEnv(serverEnv));
  return {
    ...server,
    configDir,
    databaseFile,
    databaseUrl,
    filesDir,
    get: async (path, init) => {
      const response = await fetch(`${server.url}${path}`, init);
      const text = await response.text();
      return { http: response.status, body: text ? JSON.parse(text) : undefined };
    },
    close: async () => {
      await server.stop();
      removeTestFolder(folder);
    },
  };
}

/** Removes what `prepareTestFolder` made: the folder, and the server's PostgreSQL database if it had one. */
export function removeTestFolder(folder: TestFolder): void {
  rmSync(folder.dir, { recursive: true, force: true });
  if (folder.databaseUrl.startsWith('postgres') && testsOnPostgres()) dropTestDatabase(folder.databaseUrl);
}
