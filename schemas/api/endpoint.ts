import type { z } from 'zod';
import type { AnySchema } from '../any-schema.ts';

export type EndpointMethod = 'GET' | 'POST' | 'DELETE';

/** What a route answers (the OpenAPI document's 200 reply, schemas/api/openapi-document.ts). */
export type EndpointReply =
  /** The `/rc-pub` envelope `{ status, message?, data? }` with `data` of this schema. */
  | { readonly kind: 'envelope'; readonly data: AnySchema }
  /** Not an envelope: a file, page, feed, XML or text, of these media types (the first is the usual one). */
  | { readonly kind: 'content'; readonly mediaTypes: readonly [string, ...string[]]; readonly schema?: AnySchema };

/**
 * One route of the server: what it reads (query, path parameters, body) and what it answers. Routes register from
 * their entry (server/http/typed-route.ts), callers call by it (runtime/api/call-endpoint.ts), and
 * `/rc-pub/openapi.json` is generated from all of them.
 */
export type Endpoint = {
  readonly method: EndpointMethod;
  /** Fastify syntax: `:name`, `:name(regex)`, `*`. */
  readonly path: string;
  readonly summary: string;
  /** The area it belongs to; OpenAPI tag. */
  readonly tag: string;
  readonly query?: AnySchema;
  readonly params?: AnySchema;
  readonly body?: AnySchema;
  readonly reply: EndpointReply;
};

export function envelopeOf<Data extends AnySchema>(data: Data) {
  return { kind: 'envelope', data } as const;
}

export function content(...mediaTypes: [string, ...string[]]) {
  return { kind: 'content', mediaTypes } as const;
}

/** An entry of the table; `const` keeps its schemas' own types for the route and the caller. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

type Read<S> = S extends AnySchema ? z.output<S> : undefined;

/** What a route's handler gets: its input parsed with the entry's schemas. */
export type EndpointInput<E extends Endpoint> = { query: Read<E['query']>; params: Read<E['params']>; body: Read<E['body']> };

/** What a caller gives: the schemas' input side (a string query value for a number, defaults left out). */
export type EndpointCallInput<S> = S extends AnySchema ? z.input<S> : undefined;

/** The envelope's `data` as the server builds it and the caller reads it. */
export type EndpointData<E extends Endpoint> = E['reply'] extends { kind: 'envelope'; data: infer D extends AnySchema } ? z.output<D> : unknown;

/** The entry's path with its `:name` (and `:name(regex)`) parameters filled in, each encoded. */
export function endpointPath(entry: Endpoint, params: Readonly<Record<string, string | number>> = {}): string {
  return entry.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.method} ${entry.path}: path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}
