import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const requestIdHeader = 'x-request-id';
/** What a proxy's request id may look like to be kept: short, and nothing that could forge a log line or a header. */
const acceptableId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Each request's id: the one a proxy in front gave it (`X-Request-Id`), so one id follows the request through both
 * logs, when it looks like an id; else a new one. Every log line of the request carries it (pino's `reqId`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
}

/** Every reply says its request's id, so a reader's report of a failure can be found in the log. */
export function announceRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async function announceRequestId(request, reply) {
    void reply.header(requestIdHeader, request.id);
  });
}
