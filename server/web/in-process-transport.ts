import type { FastifyInstance } from 'fastify';
import { handedOverEnvelope } from '../../schemas/render-contract.ts';
import { inProcessHeader, isInProcess } from '../http/request-log.ts';

/** Names the in-process request whose reply object is handed over (with the in-process header's secret beside it). */
const handOverHeader = 'x-masthead-hand-over';

/**
 * The renderer's API transport when the reference back end runs in the same process: requests go straight to the
 * Fastify routes (`inject`), with no socket, so the renderer still reaches data only through the API.
 */
export function inProcessTransport(app: FastifyInstance): (request: Request) => Promise<Response> {
  // A route's reply object, handed over as it is (no JSON written and read back) to the page that asked for it.
  const handedOver = new Map<string, unknown>();
  let asked = 0;
  app.addHook('preSerialization', async function handOver(request, _reply, payload) {
    const ticket = request.headers[handOverHeader];
    if (!isInProcess(request) || typeof ticket !== 'string') return payload;
    handedOver.set(ticket, payload);
    return null;
  });
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    headers[inProcessHeader.name] = inProcessHeader.value;
    const ticket = String((asked += 1));
    headers[handOverHeader] = ticket;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const reply = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = Object.entries(reply.headers).flatMap(([key, value]) =>
      value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).map((entry): [string, string] => [key, entry]),
    );
    if (handedOver.has(ticket)) {
      const envelope = handedOver.get(ticket);
      handedOver.delete(ticket);
      return Object.assign(new Response(null, { status: reply.statusCode, headers: responseHeaders }), { [handedOverEnvelope]: envelope });
    }
    return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: responseHeaders,
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
