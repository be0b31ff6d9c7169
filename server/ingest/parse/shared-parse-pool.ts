import type { JatsFile } from '../read-jats.ts';
import { defaultParseThreads, JatsParsePool, type ReadOptions } from './parse-pool.ts';

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

function keepUntilIdle(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = pending === 0 ? setTimeout(closeIdlePool, idleMs).unref() : null;
}

/**
 * The process's threads, started when absent: as many as the cores but one (defaultParseThreads), and at least one
 * even on a single core — a server parsing a package in its own thread would hold every other request for as long as
 * it takes.
 */
function sharedPool(): JatsParsePool {
  pool ??= new JatsParsePool(Math.max(1, defaultParseThreads()), { unrefWhenIdle: true });
  return pool;
}

/**
 * Starts the process's parsing threads ahead of the files (a thread's start — loading and readying the parser — costs
 * about a dozen files' parsing): when an upload is about to begin, they load while its file is chosen, its bytes
 * arrive or its zip is unpacked. They end a minute later if no file comes. Answers how many there are.
 */
export function startParseThreads(): number {
  const threads = sharedPool();
  keepUntilIdle();
  return threads.size;
}

/**
 * Reads a JATS file (what readJatsDocument answers) in this process's parsing threads — started on the first file (or
 * by startParseThreads) and ended a minute after the last — so that a server importing a package keeps answering
 * readers while it parses, parses on every core, and a second upload finds the threads ready. The threads never keep
 * the process alive by themselves.
 */
export function readInParseThreads(path: string, options?: ReadOptions): Promise<JatsFile> {
  const threads = sharedPool();
  pending += 1;
  keepUntilIdle();
  return threads.read(path, options).finally(() => {
    pending -= 1;
    keepUntilIdle();
  });
}
