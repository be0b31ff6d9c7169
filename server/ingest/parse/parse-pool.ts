import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import type { JatsFile } from '../read-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import type { ParseReply, ParseRequest } from './parse-messages.ts';
import { parseWorkerUrl } from './parse-worker-url.ts';

/**
 * Parsing threads beside the thread that stores: one per core, at most four (parsing is most of the work, so the
 * storing thread, waiting on them half the time, takes no core of its own); none on a single core.
 */
export const defaultParseThreads = () => {
  const cores = availableParallelism();
  return cores > 1 ? Math.min(4, cores) : 0;
};

/**
 * A parsing thread. Run from source, it registers the TypeScript loader (tsx, a devDependency) itself: a thread does
 * not inherit the loader hooks of the process. Compiled, it runs dist/app/parse-worker.js.
 */
const startWorker = (): Worker =>
  parseWorkerUrl.pathname.endsWith('.ts')
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(parseWorkerUrl.href)}); });`, { eval: true })
    : new Worker(parseWorkerUrl);

/**
 * Reads a file in this thread (with no parsing thread, or none left). The parser is loaded only then: a command starts
 * its threads before it loads the rest of its modules, and loading the parser first would put off their start.
 */
const readHere = async (path: string): Promise<JatsFile> => (await import('../read-jats.ts')).readJatsDocument(path);

type Waiting = { resolve: (file: JatsFile) => void; reject: (error: Error) => void; request: ParseRequest };
export type ReadOptions = { searchTerms?: boolean };

/**
 * Reads JATS files in threads of their own, so that parsing and checking the next files (most of an import's work)
 * runs beside storing the last ones, on every core. `read` answers what readJatsDocument would; with no threads, it
 * reads in this one. `close` when done. `unrefWhenIdle`: a thread with no file to read does not keep the process
 * alive (a pool kept for the life of a server).
 */
export class JatsParsePool {
  readonly #unrefWhenIdle: boolean;
  readonly #workers: Worker[] = [];
  readonly #waiting = new Map<number, Waiting>();
  /** Threads with nothing to read (or still loading: a file sent to one is read once it has loaded). */
  readonly #idle: Worker[] = [];
  /** The file each busy thread is reading. */
  readonly #busy = new Map<Worker, number>();
  readonly #queue: ParseRequest[] = [];
  readonly #loaded: Promise<void>;
  #markLoaded: (worker: Worker) => void = () => {};
  #nextId = 0;
  /** Why the threads are gone, when they are (for the caller to say). */
  lost: string | null = null;

  constructor(threads = defaultParseThreads(), { unrefWhenIdle = false } = {}) {
    this.#unrefWhenIdle = unrefWhenIdle;
    const loading = new Set<Worker>();
    this.#loaded = new Promise((resolve) => {
      this.#markLoaded = (worker) => {
        loading.delete(worker);
        if (loading.size === 0) resolve();
      };
      if (threads === 0) resolve();
    });
    for (let index = 0; index < threads; index += 1) {
      const worker = startWorker();
      loading.add(worker);
      worker.on('message', (reply: ParseReply) => this.#answer(worker, reply));
      worker.on('error', (error) => this.#lose(worker, error));
      // After the listeners: adding a message listener refs the thread again.
      if (unrefWhenIdle) worker.unref();
      this.#workers.push(worker);
      this.#idle.push(worker);
    }
  }

  /** How many threads read (none: files are read in the calling thread). */
  get size(): number {
    return this.#workers.length;
  }

  /** Resolves once every thread has loaded and readied its parser (or is gone): the end of the pool's start-up. */
  loaded(): Promise<void> {
    return this.#loaded;
  }

  /**
   * The file read and checked; throws RejectedInput saying why it is not a JATS article. `searchTerms: false`: its
   * search texts are not analysed ahead (a draft's: it is indexed when published).
   */
  read(path: string, { searchTerms = true }: ReadOptions = {}): Promise<JatsFile> {
    if (this.#workers.length === 0) return readHere(path);
    return new Promise((resolve, reject) => {
      const request = { id: (this.#nextId += 1), path, searchTerms };
      this.#waiting.set(request.id, { resolve, reject, request });
      this.#queue.push(request);
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }

  #dispatch(): void {
    while (this.#idle.length > 0 && this.#queue.length > 0) {
      const worker = this.#idle.pop()!;
      const next = this.#queue.shift()!;
      this.#busy.set(worker, next.id);
      if (this.#unrefWhenIdle) worker.ref();
      worker.postMessage(next satisfies ParseRequest);
    }
  }

  #answer(worker: Worker, reply: ParseReply): void {
    if (reply.kind === 'ready') {
      this.#markLoaded(worker);
      return;
    }
    this.#busy.delete(worker);
    this.#idle.push(worker);
    if (this.#unrefWhenIdle) worker.unref();
    this.#dispatch();
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    if (!reply.ok) waiting.reject(reply.rejected ? new RejectedInput(reply.message) : new Error(reply.message));
    // Checked in the thread: its JSON is the content as the database keeps it.
    else waiting.resolve({ path: waiting.request.path, xml: reply.xml, front: reply.front, json: reply.json, content: JSON.parse(reply.json) as ArticleContent, searchTerms: new Map(reply.searchTerms), packageNames: reply.packageNames });
  }

  /**
   * A thread died (not over a file it read: those are answered): its file and the others go to the threads left, or
   * are read in this one when none is left.
   */
  #lose(worker: Worker, error: Error): void {
    const id = this.#busy.get(worker);
    this.#busy.delete(worker);
    this.#markLoaded(worker);
    this.#workers.splice(this.#workers.indexOf(worker), 1);
    const idle = this.#idle.indexOf(worker);
    if (idle >= 0) this.#idle.splice(idle, 1);
    this.lost = `a parsing thread failed (${error.message}); files are read in the main thread`;
    if (id !== undefined && this.#waiting.has(id)) this.#queue.unshift(this.#waiting.get(id)!.request);
    if (this.#workers.length > 0) {
      this.#dispatch();
      return;
    }
    for (const queued of this.#queue.splice(0)) {
      const left = this.#waiting.get(queued.id);
      this.#waiting.delete(queued.id);
      if (left) readHere(queued.path).then(left.resolve, left.reject);
    }
  }
}
