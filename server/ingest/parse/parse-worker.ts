import { parentPort } from 'node:worker_threads';
import { readJatsBytes, readJatsDocument } from '../read-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import type { ParseReply, ParseRequest } from './parse-messages.ts';
import { warmUpJats } from './warm-up-jats.ts';

/**
 * A parsing thread of the ingest (parse-pool.ts): reads each JATS file it is sent and answers its content — checked
 * against the content model here, so the thread that stores it need not check it again — as JSON. Asked to warm up
 * (while it has no file to read), it reads a made-up article once: cold, the parser, the reader and the schema's
 * checks run several times slower than once they are compiled and optimised.
 */
const warmUp = Buffer.from(warmUpJats);

function read(id: number, path: string): ParseReply {
  try {
    const { xml, content, front } = readJatsDocument(path);
    return { kind: 'read', id, ok: true, xml, front, json: JSON.stringify(content) };
  } catch (error) {
    return { kind: 'read', id, ok: false, rejected: error instanceof RejectedInput, message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: ParseRequest) => {
  if (request.kind === 'read') {
    parentPort?.postMessage(read(request.id, request.path));
    return;
  }
  JSON.stringify(readJatsBytes('', warmUp).content);
  parentPort?.postMessage({ kind: 'warmed' } satisfies ParseReply);
});
parentPort?.postMessage({ kind: 'ready' } satisfies ParseReply);
