import type { FastifyError, FastifyInstance } from 'fastify';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiError } from './api-error.ts';

/**
 * Every failure leaves as an envelope. Bad input (ours, or Fastify's: malformed JSON, wrong content type, body too
 * large) is a 4xx with a message; only a real fault is a 500, logged, with a message that reveals nothing inside.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send({ status: error.status, message: error.message, data: error.data });
    }
    const httpStatus = error.statusCode ?? 500;
    if (httpStatus >= 400 && httpStatus < 500) {
      return reply.code(httpStatus).send({ status: statusCodes.badRequest, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: statusCodes.internalError, message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: statusCodes.notFound, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
