import { ensureBuilt } from '../../scripts/build.js';

/**
 * Builds the browser bundle, the SSR entry and the back office's app when `dist/` is missing them or they are older than their sources, so
 * the server run from source (the tests' servers, the benchmarks) serves current pages. Under a lock: two processes
 * starting at once do not empty each other's output (scripts/build.js).
 *
 * The compiled server (dist/app, what `npm start` runs) has server/build/built-pages.ts in this module's place: it
 * never builds, since `npm start` built whatever was stale before starting it.
 */
export async function ensureBuild(log: (message: string) => void): Promise<void> {
  await ensureBuilt(['pages', 'admin'], log);
}
