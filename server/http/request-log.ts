import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Marks the requests the page renderer makes to the API inside this process (server/web/in-process-transport.ts):
 * they are part of the page request that caused them, so they are logged at debug. A random value per process, so a
 * reader cannot hide a request of their own from the log by sending the header.
 */
export const inProcessHeader = { name: 'x-masthead-in-process', value: randomUUID() } as const;

/** Whether a request is one the page renderer made in this process (it carries the secret). */
export function isInProcess(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers[inProcessHeader.name] === inProcessHeader.value;
}

/**
 * One log line per request, when its reply is sent: method, address, status and time taken. Fastify's default writes
 * two, one on arrival and one on reply; the arrival line is left out here.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ip: request.ip };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (isInProcess(request)) reply.log.debug(line, 'in-process request');
    else reply.log.info(line, 'request');
  }
}
