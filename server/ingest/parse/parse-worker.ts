import { setImmediate } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import { readJatsBytes, readJatsDocument } from '../read-jats.ts';
import { RejectedInput } from '../rejected-input.ts';
import type { ParseReply, ParseRequest } from './parse-messages.ts';
import { warmUpJats } from './warm-up-jats.ts';

/**
 * A parsing thread of the ingest (parse-pool.ts): reads each JATS file it is sent and answers its content — checked
 * against the content model here, so the thread that stores it need not check it again — as JSON.
 */

/** How many times at most the thread reads the made-up article while it waits for its first file. */
const warmUpRounds = 3;
let working = false;

parentPort?.on('message', ({ id, path }: ParseRequest) => {
  working = true;
  let reply: ParseReply;
  try {
    const { xml, content, front } = readJatsDocument(path);
    reply = { id, ok: true, xml, front, json: JSON.stringify(content) };
  } catch (error) {
    reply = { id, ok: false, rejected: error instanceof RejectedInput, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});

/**
 * Readies the reader while the thread has nothing else to do (the ingest is preparing its database): cold, the parser,
 * the reader and the schema's checks run several times slower than once they are compiled and optimised. One round
 * at a time, so that a file that arrives is read next; none once files have come.
 */
const warmUp = Buffer.from(warmUpJats);
for (let round = 0; round < warmUpRounds && !working; round += 1) {
  JSON.stringify(readJatsBytes('', warmUp).content);
  await setImmediate();
}
