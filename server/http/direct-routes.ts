import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Endpoint } from '../../schemas/api/endpoint.ts';

/** A route's handler as Fastify runs it, given the request alone: its input parsed, its envelope answered. */
export type DirectRoute = (request: FastifyRequest) => Promise<unknown>;

const registered = new WeakMap<FastifyInstance, Map<string, DirectRoute>>();

/** What a handler that declared no `reply` parameter is given: touching it is a bug this names. */
const noReply = new Proxy({} as FastifyReply, {
  get: (_target, name) => {
    throw new Error(`a route called in process used reply.${String(name)}; such a route must declare its reply parameter`);
  },
});

/**
 * Keeps a route the page renderer may call in process without Fastify's request cycle (server/web/direct-api-gets.ts):
 * a GET answering an envelope, at a path without parameters, registered on the app itself (not in a plugin's scope,
 * whose hooks — rate limits, body decoding — a direct call would skip) with no route options of its own (hooks,
 * limits), and whose handler takes no `reply` (its status and headers are then the envelope's, as the error handler
 * sets them). Every other route is reached through `inject`.
 */
export function rememberDirectRoute(
  app: FastifyInstance,
  entry: Endpoint,
  options: RouteShorthandOptions,
  handler: { length: number },
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  if (entry.method !== 'GET' || entry.reply.kind === 'content' || /[:*]/.test(entry.path)) return;
  if (Object.keys(options).length > 0 || handler.length > 2) return;
  let routes = registered.get(app);
  if (!routes) registered.set(app, (routes = new Map()));
  routes.set(entry.path, (request) => run(request, noReply));
}

/** The route at this exact path that {@link rememberDirectRoute} kept for this app, if any. */
export function directRouteOf(app: FastifyInstance, path: string): DirectRoute | undefined {
  return registered.get(app)?.get(path);
}
