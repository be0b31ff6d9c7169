import type { LanguageSegment } from '../../schemas/language-codes.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type QueryPrimitive = string | number | boolean;
/** `undefined` and `null` leave the parameter out; a list repeats it (`type=a&type=b`). */
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** Header names of spec §7's common rules (HTTP header names are case-insensitive; they travel lower-cased). */
export const apiHeaderNames = { token: 'token', language: 'language', siteId: 'siteId', captcha: 'captcha' } as const;
/** The cache-busting query parameter every GET carries (spec §7). */
export const timestampParam = 'timestamps';

/**
 * Origin that a relative base URL (`''` = same origin) resolves against outside a browser, where there is no page
 * origin. An in-process transport reads only the path and query, so the placeholder never reaches a network.
 */
export const serverSideOrigin = 'http://localhost';

export interface RequestParts {
  method: HttpMethod;
  baseUrl: string;
  path: string;
  query?: Query;
  /** POST only. A string goes as text/plain; URLSearchParams, FormData and Blob as they are; anything else as JSON. */
  body?: unknown;
  captcha?: string;
  token?: string;
  language: LanguageSegment;
  siteId?: number;
  /** The caller's own headers (`ApiClientOptions.headers`); the common rules' headers win over them. */
  headers?: Readonly<Record<string, string>> | undefined;
  /** The `timestamps` value for a GET. */
  now: number;
  signal?: AbortSignal;
}

/** Spec §7's headers of one call, names lower-case (as `Headers` keeps them); `extra` ones beside. */
export function apiHeaders(parts: Pick<RequestParts, 'language' | 'token' | 'siteId' | 'captcha'>, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  // The caller's own headers (a CSRF token) first: spec §7's are the client's, never overridden.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value;
  headers.accept = 'application/json';
  headers[apiHeaderNames.language] = parts.language;
  if (parts.token) headers[apiHeaderNames.token] = parts.token;
  if (parts.siteId !== undefined) headers[apiHeaderNames.siteId.toLowerCase()] = String(parts.siteId);
  if (parts.captcha) headers[apiHeaderNames.captcha] = parts.captcha;
  return headers;
}

/** The call's address: `baseUrl` + `path` + `query`, and on a GET the `timestamps` parameter. */
export function requestUrl(parts: Pick<RequestParts, 'method' | 'baseUrl' | 'path' | 'query' | 'now'>): URL {
  const url = buildUrl(parts.baseUrl, parts.path, parts.query);
  if (parts.method === 'GET') url.searchParams.set(timestampParam, String(parts.now));
  return url;
}

/** Applies spec §7's common rules to one call and returns the `Request` a transport will send. */
export function buildRequest(parts: RequestParts, extraHeaders?: Readonly<Record<string, string>>): Request {
  const headers = new Headers(apiHeaders(parts, { ...parts.headers, ...extraHeaders }));
  const init: RequestInit = { method: parts.method, headers };
  if (parts.signal) init.signal = parts.signal;
  if (parts.method === 'POST' && parts.body !== undefined) {
    if (isRawBody(parts.body)) {
      init.body = parts.body;
    } else {
      init.body = JSON.stringify(parts.body);
      headers.set('content-type', 'application/json');
    }
  }
  return new Request(requestUrl(parts), init);
}

/** `baseUrl` + `path` + `query`, as an absolute URL. A trailing slash on the base and a missing one on the path are tolerated. */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): URL {
  const joined = baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
  const url = new URL(joined, relativeUrlBase());
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: readonly QueryPrimitive[] = Array.isArray(value) ? value : [value as QueryPrimitive];
    for (const item of values) url.searchParams.append(name, String(item));
  }
  return url;
}

function relativeUrlBase(): string {
  return typeof location === 'undefined' ? serverSideOrigin : location.href;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof URLSearchParams ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}
