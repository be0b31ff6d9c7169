import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Envelope } from '../../schemas/envelope.ts';
import type { Endpoint, EndpointData, EndpointInput } from '../../schemas/api/endpoint.ts';
import { rememberDirectRoute } from './direct-routes.ts';
import { parseInput, type InputPlace } from './parse-input.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint-table entry a route was registered from by {@link route} (server/http/registered-routes.ts). */
    endpoint?: Endpoint;
  }
}

/** A JSON route answers its entry's envelope; a file, feed, page or redirect route answers whatever it sends. */
type Answer<E extends Endpoint> = E['reply'] extends { kind: 'envelope' } ? Envelope<EndpointData<E>> : unknown;

/** What a route's step hands its handler beside the input (e.g. `{ memberId }`); never one of the input's own parts. */
export type StepResult = Record<string, unknown> & { query?: never; params?: never; body?: never };

type Nothing = Record<never, never>;

/** A step that runs before a route reads its input; a refusal it throws is the reply. */
export type RouteStep<Given extends StepResult> = (request: FastifyRequest, reply: FastifyReply) => Given | Promise<Given>;

/**
 * Reads one part of a route's input with the entry's schema, throwing the reply to bad input: {@link parseInput}'s
 * 400 naming every bad parameter, or the account and member routes' catalogue message in the reader's language.
 */
export type InputReader = <S extends AnySchema>(schema: S, value: unknown, where: InputPlace, request: FastifyRequest) => z.output<S>;

export type RouteOptions<Given extends StepResult> = RouteShorthandOptions & {
  /**
   * Runs before the input is read, so that its refusal wins over bad input: a signed-out caller with a bad body is
   * told to sign in (401), a stranger without the admin token learns nothing from a 400. What it returns reaches the
   * handler beside the input, typed (the signed-in member, the site asked for).
   */
  before?: RouteStep<Given>;
  /** How the query, path parameters and body are read; {@link parseInput} unless said otherwise. */
  readInput?: InputReader;
};

export type TypedHandler<E extends Endpoint, Given extends StepResult = Nothing> = (
  request: FastifyRequest,
  input: EndpointInput<E> & Given,
  reply: FastifyReply,
) => Promise<Answer<E>>;

const readWithParseInput: InputReader = (schema, value, where) => parseInput(schema, value, where);

/**
 * Registers a route from its entry in the endpoint table (schemas/api/endpoints.ts): the entry, not the handler,
 * says the method, the path and what the route reads. The options' `before` step runs first; then the query, path
 * parameters and body are parsed with the entry's schemas (bad input answers 400, server/http/parse-input.ts); then
 * the handler, whose reply is type-checked against the entry's. Fastify's own route options (a rate limit's
 * `config`) pass through.
 */
export function route<E extends Endpoint>(app: FastifyInstance, entry: E, handler: NoInfer<TypedHandler<E>>): void;
export function route<E extends Endpoint, Given extends StepResult = Nothing>(
  app: FastifyInstance,
  entry: E,
  options: RouteOptions<Given>,
  handler: NoInfer<TypedHandler<E, Given>>,
): void;
export function route(
  app: FastifyInstance,
  entry: Endpoint,
  optionsOrHandler: RouteOptions<StepResult> | TypedHandler<Endpoint, StepResult>,
  lastHandler?: TypedHandler<Endpoint, StepResult>,
): void {
  const { before, readInput = readWithParseInput, ...options } = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : lastHandler!;
  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = before ? await before(request, reply) : {};
    const input = {
      ...given,
      params: entry.params && readInput(entry.params, request.params, 'path parameter', request),
      query: entry.query && readInput(entry.query, request.query, 'query parameter', request),
      body: entry.body && readInput(entry.body, request.body, 'body field', request),
    } as EndpointInput<Endpoint> & StepResult;
    return handler(request, input, reply);
  };
  app.route({ ...options, method: entry.method, url: entry.path, config: { ...options.config, endpoint: entry }, handler: run });
  // A step may answer with the reply (a redirect), which a call in process has none of: only plain routes qualify.
  if (!before) rememberDirectRoute(app, entry, options, handler, run);
}
