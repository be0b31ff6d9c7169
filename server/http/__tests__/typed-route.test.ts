import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, envelopeOf } from '../../../schemas/api/endpoint.ts';
import { registerErrorHandlers } from '../error-handlers.ts';
import { registeredRoutes, recordRoutes } from '../registered-routes.ts';
import { ok } from '../reply.ts';
import { route } from '../typed-route.ts';

const echo = endpoint({
  method: 'POST',
  path: '/echo/:id',
  tag: 'test',
  summary: 'Answers what it read.',
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ size: z.coerce.number().int().max(100).default(20) }),
  body: z.object({ name: z.string() }),
  reply: envelopeOf(z.object({ id: z.number(), size: z.number(), name: z.string() })),
});

function app() {
  const server = Fastify();
  recordRoutes(server);
  registerErrorHandlers(server);
  route(server, echo, async (_request, { params, query, body }) => ok({ id: params.id, size: query.size, name: body.name }));
  return server;
}

describe('route', () => {
  it("registers the entry's method and path, and hands the handler its input parsed with the entry's schemas", async () => {
    const server = app();
    const reply = await server.inject({ method: 'POST', url: '/echo/7', payload: { name: 'x' } });
    expect(reply.json()).toEqual({ status: 0, data: { id: 7, size: 20, name: 'x' } });
    expect(registeredRoutes(server)).toContainEqual({ method: 'POST', path: '/echo/:id' });
  });

  it('answers bad input with the 400 envelope naming each bad parameter, before the handler runs', async () => {
    const reply = await app().inject({ method: 'POST', url: '/echo/7?size=500', payload: {} });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('query parameter "size": Too big: expected number to be <=100');
  });

  it('leaves the HEAD route Fastify adds beside a GET out of the recorded routes', async () => {
    const server = Fastify();
    recordRoutes(server);
    server.get('/page', async () => 'page');
    await server.ready();
    expect(registeredRoutes(server)).toEqual([{ method: 'GET', path: '/page' }]);
  });
});

// Checked by the typecheck: a handler answers the entry's reply type and reads only what the entry declares.
export function typeChecks(server: ReturnType<typeof Fastify>) {
  // @ts-expect-error the reply's data lacks `name`
  route(server, echo, async (_request, { params, query }) => ok({ id: params.id, size: query.size }));
  const noQuery = endpoint({ method: 'GET', path: '/none', tag: 'test', summary: 's', reply: envelopeOf(z.null()) });
  // @ts-expect-error an entry without a query gives the handler none
  route(server, noQuery, async (_request, { query }) => ok(query.size));
}
