import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ArticleContent } from '../../../schemas/content/article-content.ts';
import type { JatsFile } from '../read-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import type { ParseReply, ParseRequest, ThreadStart } from './parse-messages.ts';
import { parseWorkerUrl } from './parse-worker-url.ts';

/**
 * Parsing threads beside the thread that stores: one per core but the storing thread's, at most four; none on a single
 * core. One more would share a core with another thread, and each thread compiles its own parser as it goes (about a
 * dozen files' work): on two cores, a second thread cost 40% more CPU an article and slowed a dozen files' import by a
 * fifth (tests/bench, ingest).
 */
export const defaultParseThreads = () => Math.min(4, availableParallelism() - 1);

/**
 * A parsing thread. Run from source, it registers the TypeScript loader (tsx, a devDependency) itself: a thread does
 * not inherit the loader hooks of the process. Compiled, it runs dist/app/parse-worker.js.
 */
const startWorker = (workerData: ThreadStart): Worker =>
  parseWorkerUrl.pathname.endsWith('.ts')
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(parseWorkerUrl.href)}); });`, { eval: true, workerData })
    : new Worker(parseWorkerUrl, { workerData });

/**
 * Reads a file in this thread (with no parsing thread, or none left). The parser is loaded only then: a command starts
 * its threads before it loads the rest of its modules, and loading the parser first would put off their start.
 */
const readHere = async (path: string): Promise<JatsFile> => (await import('../read-jats.ts')).readJatsDocument(path);

/**
 * Whether threads work out, ahead of the storing thread, what it would otherwise (see `read`): when there are several,
 * storing is the longer half of the work; one thread reads the longer half, and the storing thread waits on it.
 */
const worksAhead = (threads: number) => threads > 1;

type Waiting = { resolve: (file: JatsFile) => void; reject: (error: Error) => void; request: ParseRequest };
export type ReadOptions = { searchTerms?: boolean };

/**
 * Files sent to a thread at once: the next one waits in the thread's own queue as it answers the last, rather than
 * being sent when the answer is taken in — by a thread busy storing the file before, often tens of milliseconds later.
 */
const filesPerThreadAtOnce = 2;

/**
 * Reads JATS files in threads of their own, so that parsing and checking the next files (most of an import's work)
 * runs beside storing the last ones, on every core. `read` answers what readJatsDocument would; with no threads, it
 * reads in this one. `close` when done. `unrefWhenIdle`: a thread with no file to read does not keep the process
 * alive (a pool kept for the life of a server).
 */
export class JatsParsePool {
  readonly #unrefWhenIdle: boolean;
  readonly #waiting = new Map<number, Waiting>();
  /**
   * The threads (still loading, or ready), each with the files sent to it, oldest first: those it is reading or will
   * read next. A thread that died is no longer here.
   */
  readonly #threads = new Map<Worker, number[]>();
  readonly #queue: ParseRequest[] = [];
  readonly #startThread: (start: ThreadStart) => Worker;
  /** Threads still loading, and who waits until none is (`loaded`). */
  readonly #loading = new Set<Worker>();
  readonly #waitingForLoad: (() => void)[] = [];
  #nextId = 0;
  /** Why the threads are gone, when they are (for the caller to say). */
  lost: string | null = null;

  /** `startThread`: how a thread is started (a test's stands in for the parsing thread). */
  constructor(threads = defaultParseThreads(), { unrefWhenIdle = false, startThread = startWorker } = {}) {
    this.#unrefWhenIdle = unrefWhenIdle;
    this.#startThread = startThread;
    this.growTo(threads);
  }

  /**
   * Starts threads until `threads` read; those started already go on (a thread warmed up is worth keeping). A thread
   * started now works ahead as the pool's new size wants (see worksAhead); what each file is asked to work out goes with
   * the file.
   */
  growTo(threads: number): void {
    while (this.#threads.size < threads) {
      const worker = this.#startThread({ worksAhead: worksAhead(threads) });
      this.#loading.add(worker);
      worker.on('message', (reply: ParseReply) => this.#answer(worker, reply));
      worker.on('error', (error) => this.#lose(worker, error));
      // After the listeners: adding a message listener refs the thread again.
      if (this.#unrefWhenIdle) worker.unref();
      this.#threads.set(worker, []);
    }
  }

  /** How many threads read (none: files are read in the calling thread). */
  get size(): number {
    return this.#threads.size;
  }

  /** Resolves once every thread has loaded and readied its parser (or is gone): the end of the pool's start-up. */
  loaded(): Promise<void> {
    if (this.#loading.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#waitingForLoad.push(resolve));
  }

  #markLoaded(worker: Worker): void {
    if (!this.#loading.delete(worker) || this.#loading.size > 0) return;
    for (const resolve of this.#waitingForLoad.splice(0)) resolve();
  }

  /**
   * The file read and checked; throws RejectedInput saying why it is not a JATS article. Its search texts analysed and
   * its package's files named come with it when the threads work ahead (worksAhead). `searchTerms: false`: its search
   * texts are not analysed ahead in any case (a draft's: it is indexed when published).
   */
  read(path: string, { searchTerms = true }: ReadOptions = {}): Promise<JatsFile> {
    if (this.#threads.size === 0) return readHere(path);
    return new Promise((resolve, reject) => {
      const several = worksAhead(this.#threads.size);
      const request = { id: (this.#nextId += 1), path, ahead: { searchTerms: searchTerms && several, packageNames: several } };
      this.#waiting.set(request.id, { resolve, reject, request });
      this.#queue.push(request);
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.#threads.keys()].map((worker) => worker.terminate()));
  }

  /** Queued files to the threads with the fewest files sent, each given at most filesPerThreadAtOnce. */
  #dispatch(): void {
    while (this.#queue.length > 0) {
      const worker = this.#leastBusy();
      if (!worker) return;
      const sent = this.#threads.get(worker)!;
      const next = this.#queue.shift()!;
      if (sent.length === 0 && this.#unrefWhenIdle) worker.ref();
      sent.push(next.id);
      worker.postMessage(next satisfies ParseRequest);
    }
  }

  #leastBusy(): Worker | undefined {
    let least: Worker | undefined;
    for (const [worker, { length: count }] of this.#threads) {
      if (count < filesPerThreadAtOnce && (!least || count < this.#threads.get(least)!.length)) least = worker;
    }
    return least;
  }

  #answer(worker: Worker, reply: ParseReply): void {
    if (reply.kind === 'ready') {
      this.#markLoaded(worker);
      return;
    }
    const sent = this.#threads.get(worker)!;
    sent.splice(sent.indexOf(reply.id), 1);
    if (sent.length === 0 && this.#unrefWhenIdle) worker.unref();
    this.#dispatch();
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    if (!reply.ok) waiting.reject(reply.rejected ? new RejectedInput(reply.message) : new Error(reply.message));
    // Checked in the thread: its JSON is the content as the database keeps it.
    else waiting.resolve({ path: waiting.request.path, xml: reply.xml, front: reply.front, json: reply.json, content: JSON.parse(reply.json) as ArticleContent, searchTerms: new Map(reply.searchTerms), packageNames: reply.packageNames });
  }

  /**
   * A thread died (not over a file it read: those are answered): the files sent to it go back to the front of the
   * queue, for the threads left, or are read in this one when none is left.
   */
  #lose(worker: Worker, error: Error): void {
    const sent = this.#threads.get(worker) ?? [];
    this.#threads.delete(worker);
    this.#markLoaded(worker);
    this.lost = `a parsing thread failed (${error.message}); files are read in the main thread`;
    this.#queue.unshift(...sent.flatMap((id) => this.#waiting.get(id)?.request ?? []));
    if (this.#threads.size > 0) {
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
