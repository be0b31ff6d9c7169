// First: zod's setting for this thread, before the content model's schemas are built.
import './zod-for-fresh-trees.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { analyseAhead } from '../../search/index/analysed-ahead.ts';
import { figureAndTableTexts } from '../../search/index/figure-documents.ts';
import { packageNamesOf } from '../package/package-references.ts';
import { readJatsBytes, readJatsDocument, type JatsFile } from '../read-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import type { ParseReply, ParseRequest, ThreadStart, WorkAhead } from './parse-messages.ts';
import { warmUpArticle } from './warm-up-article.ts';

/** Passes over the warm-up article before the thread says it is ready; and at most, while no file has come. */
const passesBeforeReady = 5;
const passesAtMost = 20;

/**
 * A parsing thread of the ingest (parse-pool.ts): reads each JATS file it is sent and answers its content — checked
 * against the content model here, so the thread that stores it need not check it again — as JSON. It says when it
 * is ready (the end of its start-up).
 */
function read({ id, path, ahead }: ParseRequest): ParseReply {
  try {
    return { kind: 'read', id, ok: true, ...handOver(readJatsDocument(path), ahead) };
  } catch (error) {
    return { kind: 'read', id, ok: false, rejected: error instanceof RejectedInput, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What the thread hands over of a file it read: the content as JSON; as asked, its search texts analysed and its
 * package's files.
 */
function handOver({ xml, content, front }: JatsFile, ahead: WorkAhead) {
  return {
    xml,
    front,
    json: JSON.stringify(content),
    searchTerms: ahead.searchTerms ? analyseAhead(figureAndTableTexts(content)) : [],
    packageNames: ahead.packageNames ? packageNamesOf(xml, content) : undefined,
  };
}

/** What the warm-up works out beside the content: what this thread will be asked to work ahead. */
const { worksAhead = true } = (workerData ?? {}) as Partial<ThreadStart>;
const warmUpAhead: WorkAhead = { searchTerms: worksAhead, packageNames: worksAhead };

/** A file has come: the thread is in use, and warms up no further. */
let asked = false;
let saidReady = false;
const sayReady = () => {
  if (saidReady) return;
  saidReady = true;
  parentPort?.postMessage({ kind: 'ready' } satisfies ParseReply);
};

parentPort?.on('message', (request: ParseRequest) => {
  asked = true;
  sayReady();
  parentPort?.postMessage(read(request));
});

/**
 * Readies the parser as the thread starts (while the ingest prepares its database): the schemas build what they build
 * on their first use, and the parser and checks are compiled once they have run a while, once per thread. Passes over
 * an article using the common elements (warm-up-article.ts) do that here, not on the first files. After
 * `passesBeforeReady` the thread says it is ready (the end of its start-up) and goes on, up to `passesAtMost`, until a
 * file comes: the thread that stores is often still starting, its event loop busy, and a thread that waited for it
 * would sit idle. Each pass is a turn of the thread's event loop of its own, so a file that comes is read after the
 * pass under way, not after them all.
 */
function warmUp(pass: number): void {
  if (asked) return;
  if (pass === passesBeforeReady) sayReady();
  if (pass >= passesAtMost) return;
  try {
    handOver(readJatsBytes('', Buffer.from(warmUpArticle)), warmUpAhead);
  } catch {
    return sayReady(); // a warm-up that fails only leaves the thread cold
  }
  setImmediate(() => warmUp(pass + 1));
}
warmUp(0);
