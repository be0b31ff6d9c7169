import type { JatsFile } from '../read-jats.ts';
import { defaultParseThreads, JatsParsePool } from './parse-pool.ts';

/** How long the threads stay after the last file, ready for the next package; then they end (their memory back). */
const idleMs = 60_000;

let pool: JatsParsePool | null = null;
let pending = 0;
let idleTimer: NodeJS.Timeout | null = null;

function closeIdlePool(): void {
  idleTimer = null;
  if (pending > 0 || !pool) return;
  const closing = pool;
  pool = null;
  void closing.close();
}

/**
 * Reads a JATS file (what readJatsDocument answers) in this process's parsing threads — one per core, started on the
 * first file and ended a minute after the last — so that a server importing a package keeps answering readers while
 * it parses, and parses on every core. The threads never keep the process alive by themselves.
 */
export function readInParseThreads(path: string): Promise<JatsFile> {
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  pool ??= new JatsParsePool(defaultParseThreads(), { unrefWhenIdle: true });
  pending += 1;
  return pool.read(path).finally(() => {
    pending -= 1;
    if (pending === 0) idleTimer = setTimeout(closeIdlePool, idleMs).unref();
  });
}
