import { parentPort } from 'node:worker_threads';
import { analyseAhead } from '../../search/index/analysed-ahead.ts';
import { figureAndTableTexts } from '../../search/index/figure-documents.ts';
import { packageNamesOf } from '../package/package-references.ts';
import { readJatsBytes, readJatsDocument } from '../read-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import type { ParseReply, ParseRequest } from './parse-messages.ts';
import { warmUpArticle } from './warm-up-article.ts';

const warmUpPasses = 20;

/**
 * A parsing thread of the ingest (parse-pool.ts): reads each JATS file it is sent and answers its content — checked
 * against the content model here, so the thread that stores it need not check it again — as JSON. It says when it
 * is ready (the end of its start-up).
 */
function read({ id, path, searchTerms }: ParseRequest): ParseReply {
  try {
    const { xml, content, front } = readJatsDocument(path);
    return { kind: 'read', id, ok: true, xml, front, json: JSON.stringify(content), searchTerms: searchTerms ? analyseAhead(figureAndTableTexts(content)) : [], packageNames: packageNamesOf(xml, content) };
  } catch (error) {
    return { kind: 'read', id, ok: false, rejected: error instanceof RejectedInput, message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: ParseRequest) => parentPort?.postMessage(read(request)));

/**
 * Readies the parser as the thread starts (while the ingest prepares its database): the schemas build what they build
 * on their first use, and the parser and checks are compiled once they have run a while, once per thread. A few passes
 * over a small article using the common elements (warm-up-article.ts) do that here, not on the first files.
 */
for (let pass = 0; pass < warmUpPasses; pass += 1) {
  try {
    const { content } = readJatsBytes('', Buffer.from(warmUpArticle));
    JSON.stringify(content);
    analyseAhead(figureAndTableTexts(content));
    packageNamesOf(warmUpArticle, content);
  } catch {
    break; // a warm-up that fails only leaves the thread cold
  }
}
parentPort?.postMessage({ kind: 'ready' } satisfies ParseReply);
