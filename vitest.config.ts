import { defineConfig } from 'vitest/config';
import { domTestFiles } from './tests/support/dom-test-files.ts';
import { postgresUnavailableReason } from './tests/support/postgres-cluster.ts';

/**
 * Four projects, each run the way its tests spend their time:
 * - unit: plain functions, schemas, machines and server modules — worker threads, one module graph per worker
 *   (no isolation: the tests leave no global state behind);
 * - dom: component tests in jsdom (the files marked `// @vitest-environment jsdom`) — worker threads, one module
 *   graph per worker. (happy-dom ran them in 52 s against jsdom's 66 s, but failed 7 tests that need a faithful
 *   parser: MathML namespaces, XML parse errors, accessible names; so jsdom.)
 * - integration: the real server over HTTP (tests/integration, and the attacks of tests/security) on a copy of a seeded template database — processes, each keeping its
 *   modules from file to file (every file starts servers of its own; a server that must have a process to itself,
 *   like the development server, is spawned: tests/support/server-process.ts);
 * - e2e: the real server and Debian's Chromium (one per worker, started once per run) — processes, likewise.
 * CPU-bound unit and DOM files run first, two at a time (this machine has two cores); integration and end-to-end
 * files then run four at a time, since each spends much of its time waiting on sockets and on the browser.
 */
const unitFiles = ['{schemas,runtime,machines,blocks,kits,src,admin,server}/**/__tests__/**/*.test.{ts,tsx}'];
const ignored = ['node_modules/**', 'dist/**', 'data/**'];
const domFiles = domTestFiles(unitFiles, ignored);
const cpuBound = { maxWorkers: 2, sequence: { groupOrder: 0 } };
const waitBound = { maxWorkers: 4, sequence: { groupOrder: 1 } };
const servers = './tests/support/global-setup.ts';
/** Test servers in the test's process hash passwords at a low cost (see the file). */
const cheapHashes = './tests/support/cheap-password-hashes.ts';
const integrationFiles = ['tests/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'];

/** The integration suite once more with every test server on PostgreSQL — skipped, saying why, where none is installed. */
const noPostgres = postgresUnavailableReason();
if (noPostgres) console.warn(`[integration-pg] skipped: ${noPostgres}`);
const postgresProjects = noPostgres
  ? []
  : [
      {
        extends: true as const,
        test: {
          name: 'integration-pg',
          include: integrationFiles,
          exclude: ignored,
          pool: 'forks' as const,
          isolate: false,
          env: { MASTHEAD_TEST_ENGINE: 'postgres' },
          globalSetup: [servers, './tests/support/global-setup-postgres.ts'],
          setupFiles: [cheapHashes],
          ...waitBound,
        },
      },
    ];

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // A test's time limit only stops a hang (speed is measured by `npm run bench`): a browser or DOM test that takes
    // 1–5 s on an idle machine took over 20 s on a busy 2-core one (CI failed on that).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: unitFiles, exclude: [...ignored, ...domFiles], environment: 'node', pool: 'threads', isolate: false, ...cpuBound } },
      {
        extends: true,
        test: { name: 'dom', include: domFiles, exclude: ignored, environment: 'jsdom', pool: 'threads', isolate: false, setupFiles: ['./tests/support/setup-dom.ts'], ...cpuBound },
      },
      {
        extends: true,
        test: { name: 'integration', include: integrationFiles, exclude: ignored, pool: 'forks', isolate: false, globalSetup: [servers], setupFiles: [cheapHashes], ...waitBound },
      },
      ...postgresProjects,
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ignored,
          pool: 'forks',
          isolate: false,
          globalSetup: [servers, './tests/e2e/support/browser-pool.ts'],
          setupFiles: [cheapHashes],
          ...waitBound,
        },
      },
    ],
  },
});
