import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Envelope } from '../../schemas/envelope.ts';
import type { Endpoint, EndpointData, EndpointInput } from '../../schemas/api/endpoint.ts';
import { rememberDirectRoute } from './direct-routes.ts';
import { parseInput } from './parse-input.ts';

/** A JSON route answers its entry's envelope; a file, feed or page route answers whatever it sends. */
type Answer<E extends Endpoint> = E['reply'] extends { kind: 'envelope' } ? Envelope<EndpointData<E>> : unknown;

export type TypedHandler<E extends Endpoint> = (request: FastifyRequest, input: EndpointInput<E>, reply: FastifyReply) => Promise<Answer<E>>;

/**
 * Registers a route from its entry in the endpoint table (schemas/api/endpoints.ts): the entry, not the handler,
 * says the method, the path and what the route reads. The query, path parameters and body are parsed with the
 * entry's schemas before the handler runs (bad input answers 400, server/http/parse-input.ts).
 */
export function route<E extends Endpoint>(app: FastifyInstance, entry: E, handler: NoInfer<TypedHandler<E>>, options: RouteShorthandOptions = {}): void {
  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = {
      params: entry.params && parseInput(entry.params, request.params, 'path parameter'),
      query: entry.query && parseInput(entry.query, request.query, 'query parameter'),
      body: entry.body && parseInput(entry.body, request.body, 'body field'),
    } as EndpointInput<E>;
    return handler(request, input, reply);
  };
  app.route({ ...options, method: entry.method, url: entry.path, handler: run });
  rememberDirectRoute(app, entry, options, handler, run);
}
