import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Removes what imports left in `<filesDir>/.staging/` when they were killed mid-way (each import stages its package
 * files in a folder of its own and removes it when done, whatever happens — unless the process dies). Run at start;
 * a folder touched in the last `olderThanMs` is left alone, since `npm run ingest` may be importing beside a running
 * server. Answers how many folders were removed.
 */
export function cleanStaging(filesDir: string, { olderThanMs = 10 * 60_000, now = Date.now() } = {}): number {
  const staging = join(filesDir, '.staging');
  let entries: string[];
  try {
    entries = readdirSync(staging);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of entries) {
    const path = join(staging, name);
    try {
      if (now - statSync(path).mtimeMs < olderThanMs) continue;
      rmSync(path, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone already (another process cleaned it): nothing to do.
    }
  }
  return removed;
}
