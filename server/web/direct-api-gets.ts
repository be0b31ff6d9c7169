import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { DirectGet, DirectGetReply } from '../../schemas/render-contract.ts';
import { directRouteOf } from '../http/direct-routes.ts';
import { errorReply } from '../http/error-handlers.ts';
import { inProcessHeader } from '../http/request-log.ts';

/** What `inject` made of an in-process call before (light-my-request's defaults), so a route reads the same request. */
const injectedDefaults = { host: 'localhost:80', 'user-agent': 'lightMyRequest', remoteAddress: '127.0.0.1' };

/**
 * A query as Fastify's parser gives it: a value per name, a list for a name given more than once, in an object with no
 * prototype (a parameter named `constructor` or `__proto__` is a parameter like any other).
 */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const values = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of query) {
    const before = values[name];
    values[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return values;
}

/**
 * The request a route called in process reads: what its handler and the helpers it calls read of a Fastify request
 * (headers with the in-process secret, query, cookies, address, a logger), as Fastify would give them for the same
 * call through `inject`. Reading anything else throws, naming it, rather than read undefined.
 */
function directRequest(app: FastifyInstance, call: DirectGet): FastifyRequest {
  const headers: Record<string, string> = { ...call.headers, [inProcessHeader.name]: inProcessHeader.value };
  headers['user-agent'] ??= injectedDefaults['user-agent'];
  headers.host ??= injectedDefaults.host;
  const search = call.query.toString();
  let cookies: Record<string, string | undefined> | undefined;
  let log: FastifyBaseLogger | undefined;
  let id: string | undefined;
  const fields: Record<string, unknown> = {
    method: 'GET',
    url: search ? `${call.path}?${search}` : call.path,
    headers,
    query: queryObject(call.query),
    params: {},
    body: undefined,
    ip: injectedDefaults.remoteAddress,
    socket: { remoteAddress: injectedDefaults.remoteAddress },
    protocol: 'http',
    hostname: headers.host.replace(/:\d+$/, ''),
    host: headers.host,
  };
  const lazy: Record<string, () => unknown> = {
    cookies: () => (cookies ??= headers.cookie ? app.parseCookie(headers.cookie) : {}),
    id: () => (id ??= randomUUID()),
    log: () => (log ??= app.log.child({ reqId: lazy.id!() })),
  };
  return new Proxy(fields, {
    get: (target, name) => {
      // Not a thenable (nothing awaits a request, but a check for one must not throw).
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (name in target) return target[name];
      const make = lazy[name];
      if (make) return make();
      throw new Error(`a route called in process read request.${name}, which server/web/direct-api-gets.ts does not give`);
    },
  }) as unknown as FastifyRequest;
}

/**
 * GETs of the `/rc-pub` API the page renderer makes in process, answered by calling the route (one kept by
 * server/http/direct-routes.ts) with no `Request`, `Response` or Fastify request cycle: the handler's envelope is
 * handed over as it is, as the in-process transport hands it over, and a failure answers what the error handler
 * would. The app-wide hooks that call would have run only add response headers (request id, security headers,
 * compression), time requests a page's calls are not counted in, or refuse cross-site writes, none of which a page's
 * read needs. Any other route: undefined, and the call goes through the transport.
 */
export function directApiGets(app: FastifyInstance): (call: DirectGet) => Promise<DirectGetReply | undefined> {
  return async (call) => {
    const route = directRouteOf(app, call.path);
    if (!route) return undefined;
    const started = performance.now();
    const request = directRequest(app, call);
    let reply: DirectGetReply;
    try {
      reply = { status: 200, envelope: await route(request) };
    } catch (error) {
      const { httpStatus, envelope } = errorReply(error as Parameters<typeof errorReply>[0], request.log);
      reply = { status: httpStatus, envelope };
    }
    if (app.log.level === 'debug' || app.log.level === 'trace') {
      const line = { method: 'GET', url: request.url, statusCode: reply.status, ms: Math.round((performance.now() - started) * 10) / 10, ip: request.ip };
      request.log.debug(line, 'in-process request');
    }
    return reply;
  };
}
