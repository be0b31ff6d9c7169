import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, endpoint, envelopeOf } from '../../../schemas/api/endpoint.ts';
import { ApiError } from '../../http/api-error.ts';
import { directRouteOf } from '../../http/direct-routes.ts';
import { registerErrorHandlers } from '../../http/error-handlers.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/typed-route.ts';
import { directApiGets } from '../direct-api-gets.ts';

const thing = (path: string, method: 'GET' | 'POST' = 'GET') =>
  endpoint({ method, path, tag: 'test', summary: 'a thing', query: z.object({ size: z.coerce.number().int().max(10).default(5), kind: z.union([z.string(), z.array(z.string())]).optional() }), reply: envelopeOf(z.unknown()) });

const logged: unknown[] = [];
const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
void app.register(fastifyCookie);
registerErrorHandlers(app);
route(app, thing('/things'), async (request, { query }) => ok({ query, language: request.headers.language, reader: request.cookies.reader ?? null, ip: request.ip }));
route(app, { ...thing('/echo'), query: z.record(z.string(), z.union([z.string(), z.array(z.string())])) }, async (_request, { query }) => ok({ ...query }));
route(app, thing('/refused'), async () => {
  throw new ApiError(40400, 'no such thing', 404);
});
route(app, thing('/broken'), async () => {
  throw new Error('secret detail');
});
route(app, thing('/reads-more'), async (request) => ok(request.routeOptions.url));
route(app, thing('/writes'), {}, async () => ok(1));
route(app, thing('/with-options'), { bodyLimit: 10 }, async () => ok(1));
route(app, thing('/sets-status'), async (_request, _input, reply) => ok(reply.statusCode));
route(app, thing('/things/:id'), async () => ok(1));
route(app, thing('/posted', 'POST'), async () => ok(1));
route(app, { ...thing('/feed'), reply: content('text/plain') }, async () => 'text');
void app.register(async (scope) => {
  route(scope, thing('/scoped'), async () => ok(1));
});
const direct = directApiGets(app);
const call = (path: string, query: Record<string, string | string[]> = {}, headers: Record<string, string> = {}) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) search.append(name, item);
  return direct({ path, query: search, headers });
};

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('routes a page may call in process', () => {
  it('are the GETs answering an envelope at a plain path, on the app itself, with no options and no reply', () => {
    expect(['/things', '/echo', '/refused', '/broken', '/reads-more', '/writes'].filter((path) => directRouteOf(app, path))).toHaveLength(6);
    for (const path of ['/with-options', '/sets-status', '/things/:id', '/posted', '/feed', '/scoped']) expect(directRouteOf(app, path), path).toBeUndefined();
  });
});

describe('directApiGets', () => {
  it('runs the route with its query parsed by its schema, and hands its envelope over', async () => {
    const reply = await call('/things', { size: '3', kind: ['a', 'b'] }, { language: 'en', cookie: 'reader=r%201' });
    expect(reply).toEqual({ status: 200, envelope: { status: 0, data: { query: { size: 3, kind: ['a', 'b'] }, language: 'en', reader: 'r 1', ip: '127.0.0.1' } } });
    expect(await app.inject({ method: 'GET', url: '/things?size=3&kind=a&kind=b', headers: { language: 'en', cookie: 'reader=r%201' } }).then((answer) => answer.json())).toEqual(reply!.envelope);
  });

  it('reads any parameter name as a parameter, as Fastify’s parser does', async () => {
    const reply = await call('/echo', { constructor: ['a', 'b'], toString: 'e', ['__proto__']: ['c', 'd'] });
    const injected = await app.inject({ method: 'GET', url: '/echo?constructor=a&constructor=b&toString=e&__proto__=c&__proto__=d' });
    expect(reply).toEqual({ status: 200, envelope: injected.json() });
    expect(reply!.envelope).toMatchObject({ status: 0, data: { constructor: ['a', 'b'], toString: 'e' } });
  });

  it('answers bad input, refusals and faults as the error handler does, and logs the fault', async () => {
    expect(await call('/things', { size: '11' })).toEqual({ status: 400, envelope: { status: 40000, message: expect.stringContaining('query parameter "size"') } });
    expect(await call('/refused')).toEqual({ status: 404, envelope: { status: 40400, message: 'no such thing', data: undefined } });
    expect(await call('/broken')).toEqual({ status: 500, envelope: { status: 50000, message: 'Internal server error' } });
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'request failed', err: expect.objectContaining({ message: 'secret detail' }) }));
  });

  it('refuses loudly a route that reads what a direct call does not give', async () => {
    logged.length = 0;
    expect(await call('/reads-more')).toMatchObject({ status: 500 });
    expect(logged).toContainEqual(expect.objectContaining({ err: expect.objectContaining({ message: expect.stringContaining('request.routeOptions') }) }));
  });

  it('leaves every other route to the transport', async () => {
    for (const path of ['/with-options', '/sets-status', '/things/1', '/posted', '/feed', '/scoped', '/nowhere']) expect(await call(path), path).toBeUndefined();
  });
});
