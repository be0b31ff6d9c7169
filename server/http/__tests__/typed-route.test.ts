import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, envelopeOf } from '../../../schemas/api/endpoint.ts';
import { ApiError } from '../api-error.ts';
import { registerErrorHandlers } from '../error-handlers.ts';
import { registeredRoutes, recordRoutes } from '../registered-routes.ts';
import { ok } from '../reply.ts';
import { route, type InputReader } from '../typed-route.ts';

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
    expect(registeredRoutes(server)).toContainEqual({ method: 'POST', path: '/echo/:id', fromTable: true });
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
    expect(registeredRoutes(server)).toEqual([{ method: 'GET', path: '/page', fromTable: false }]);
  });
});

describe("route's options", () => {
  /** A route whose step admits only the caller who names themselves, and hands the handler that name. */
  function guarded(options: { readInput?: InputReader } = {}) {
    const server = Fastify();
    registerErrorHandlers(server);
    const before = (request: FastifyRequest) => {
      const caller = request.headers['x-caller'];
      if (typeof caller !== 'string') throw new ApiError(401, 'who are you?', 401);
      return { caller };
    };
    route(server, echo, { before, ...options, config: { rateLimit: { max: 5 } } }, async (request, { caller, params, body }) => {
      expect(request.routeOptions.config).toMatchObject({ rateLimit: { max: 5 }, endpoint: echo });
      return ok({ id: params.id, size: caller.length, name: body.name });
    });
    return server;
  }

  it('runs the `before` step ahead of the input: its refusal wins over bad input', async () => {
    const reply = await guarded().inject({ method: 'POST', url: '/echo/x?size=500', payload: {} });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ status: 401, message: 'who are you?' });
  });

  it("hands the handler what the step returned, beside the input, and keeps Fastify's own options", async () => {
    const reply = await guarded().inject({ method: 'POST', url: '/echo/7', headers: { 'x-caller': 'ann' }, payload: { name: 'x' } });
    expect(reply.json()).toEqual({ status: 0, data: { id: 7, size: 3, name: 'x' } });
  });

  it('reads the input with `readInput` when given', async () => {
    const readInput = () => {
      throw new ApiError(40000, 'in the reader’s words', 400);
    };
    const reply = await guarded({ readInput }).inject({ method: 'POST', url: '/echo/7', headers: { 'x-caller': 'ann' }, payload: {} });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('in the reader’s words');
  });
});

// Checked by the typecheck: a handler answers the entry's reply type and reads only what the entry declares.
export function typeChecks(server: ReturnType<typeof Fastify>) {
  // @ts-expect-error the reply's data lacks `name`
  route(server, echo, async (_request, { params, query }) => ok({ id: params.id, size: query.size }));
  const noQuery = endpoint({ method: 'GET', path: '/none', tag: 'test', summary: 's', reply: envelopeOf(z.null()) });
  // @ts-expect-error an entry without a query gives the handler none
  route(server, noQuery, async (_request, { query }) => ok(query.size));
  // @ts-expect-error without a `before` step the handler is given nothing beside the input
  route(server, noQuery, async (_request, { memberId }) => ok(memberId));
  // @ts-expect-error what the step hands over keeps its type: a number is no name
  route(server, echo, { before: () => ({ memberId: 1 }) }, async (_request, { memberId, params }) => ok({ id: params.id, size: 1, name: memberId }));
}
