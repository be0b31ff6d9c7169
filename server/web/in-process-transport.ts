import type { FastifyInstance } from 'fastify';
import { inProcessHeader } from '../http/request-log.ts';

/**
 * The renderer's API transport when the reference back end runs in the same process: requests go straight to the
 * Fastify routes (`inject`), with no socket, so the renderer still reaches data only through the API.
 */
export function inProcessTransport(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    headers[inProcessHeader.name] = inProcessHeader.value;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const reply = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: Object.entries(reply.headers).flatMap(([key, value]) =>
        value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).map((entry): [string, string] => [key, entry]),
      ),
    });
  };
}

/** When `API_BASE_URL` points at another `/rc-pub` deployment: plain HTTP to it. */
export function httpTransport(baseUrl: string): (request: Request) => Promise<Response> {
  const base = new URL(baseUrl);
  return (request) => {
    const url = new URL(request.url);
    return fetch(new Request(new URL(url.pathname + url.search, base), request));
  };
}
