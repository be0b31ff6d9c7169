import { parentPort } from 'node:worker_threads';
import { readJatsBytes, readJatsDocument } from '../read-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import type { ParseReply, ParseRequest } from './parse-messages.ts';

/**
 * A parsing thread of the ingest (parse-pool.ts): reads each JATS file it is sent and answers its content — checked
 * against the content model here, so the thread that stores it need not check it again — as JSON. It says when it
 * is ready (the end of its start-up).
 */
function read({ id, path }: ParseRequest): ParseReply {
  try {
    const { xml, content, front } = readJatsDocument(path);
    return { kind: 'read', id, ok: true, xml, front, json: JSON.stringify(content) };
  } catch (error) {
    return { kind: 'read', id, ok: false, rejected: error instanceof RejectedInput, message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: ParseRequest) => parentPort?.postMessage(read(request)));

/**
 * Readies the parser as the thread starts (while the ingest prepares its database): the schemas build what they build
 * on their first use (about 40 ms), once, on a document of a few elements.
 */
readJatsBytes('', Buffer.from('<article><front><article-meta><title-group><article-title>ready</article-title></title-group></article-meta></front><body><p>ready</p></body></article>'));
parentPort?.postMessage({ kind: 'ready' } satisfies ParseReply);
