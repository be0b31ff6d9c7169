import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { statusCodes } from '../../schemas/status-codes.ts';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { isUnstorableText, unstorableTextMessage } from '../db/unstorable-text.ts';
import { FileStoreUnavailable } from '../files/file-store.ts';
import { ApiError } from './api-error.ts';

/** What a failure answers: the HTTP status and the envelope. */
export type ErrorReply = { httpStatus: number; envelope: { status: number; message: string; data?: unknown } };

/**
 * Every failure leaves as an envelope. Bad input (ours, or Fastify's: malformed JSON, wrong content type, body too
 * large) is a 4xx with a message; a database or file store that cannot be reached just now is a 503; only a real
 * fault is a 500, logged, with a message that reveals nothing inside.
 * Also what a route called in process answers when it throws (server/web/direct-api-gets.ts).
 */
export function errorReply(error: FastifyError | ApiError, log: Pick<FastifyBaseLogger, 'error' | 'warn'>): ErrorReply {
  if (error instanceof ApiError) {
    return { httpStatus: error.httpStatus, envelope: { status: error.status, message: error.message, data: error.data } };
  }
  if (error instanceof FileStoreUnavailable) {
    log.error({ err: error }, 'file store unavailable');
    return { httpStatus: 503, envelope: { status: statusCodes.serviceUnavailable, message: 'The file store is unavailable; try again later' } };
  }
  const httpStatus = error.statusCode ?? 500;
  if (httpStatus >= 400 && httpStatus < 500) {
    return { httpStatus, envelope: { status: statusCodes.badRequest, message: error.message } };
  }
  if (isUnstorableText(error)) return { httpStatus: 400, envelope: { status: statusCodes.badRequest, message: unstorableTextMessage } };
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'request failed: the database is unavailable');
    return { httpStatus: 503, envelope: { status: statusCodes.serviceUnavailable, message: databaseUnavailableMessage } };
  }
  log.error({ err: error }, 'request failed');
  return { httpStatus: 500, envelope: { status: statusCodes.internalError, message: 'Internal server error' } };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { httpStatus, envelope } = errorReply(error, request.log);
    return reply.code(httpStatus).send(envelope);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: statusCodes.notFound, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }),
  );
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or URL too large, malformed request
 * line): still answered with an envelope, on the raw socket. Passed to Fastify as `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const httpStatus = tooLarge ? 431 : 400;
  const message = tooLarge ? 'Request headers or URL too large' : 'Malformed HTTP request';
  const body = JSON.stringify({ status: statusCodes.badRequest, message });
  socket.end(
    `HTTP/1.1 ${httpStatus} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
