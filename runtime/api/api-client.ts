import type { z } from 'zod';
import type { LanguageSegment } from '../../schemas/language-codes.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiStatusError, ApiTimeoutError, ApiTransportError, type ApiCall } from './api-errors.ts';
import { apiHeaders, buildRequest, requestUrl, type HttpMethod, type Query, type RequestParts } from './build-request.ts';
import { handedOverEnvelope, isHandedOver, type DirectBackEnd } from '../../schemas/render-contract.ts';
import type { RawReply } from './parse-envelope.ts';
import { withDeadline } from './with-deadline.ts';
import { loadOnce } from '../modules/load-once.ts';
import type { AnySchema } from '../../schemas/any-schema.ts';

/** Spec §9: request timeout. */
export const defaultRequestTimeoutMs = 600_000;

/** Replies are checked with zod, loaded with the first call: a server-rendered page that makes none never loads it. */
const loadEnvelopeParsers = loadOnce(() => import('./parse-envelope.ts'));

export type Transport = (request: Request) => Promise<Response>;

export interface ApiClientOptions {
  /**
   * Prefix of every path, e.g. `https://journals.example.org`; `''` means same origin (in the browser, the page's
   * origin; elsewhere the placeholder `http://localhost`, which an in-process transport ignores).
   */
  baseUrl: string;
  /** Sends a request. Default: the global `fetch`, looked up at call time. The server passes an in-process one. */
  transport?: Transport;
  /**
   * A back end in the same process that answers GETs by calling their routes, with no `Request` or `Response`: tried
   * first for every GET; what it does not answer goes through the transport.
   */
  direct?: DirectBackEnd['get'];
  /** Headers sent with every call beside spec §7's (the server's renderer: the reader's cookie, referrer and address). */
  extraHeaders?: Readonly<Record<string, string>>;
  /** The session token (cookie `commonToken`), sent as header `token` when present. */
  getToken: () => string | undefined;
  /** Sent as header `language` on every request. */
  getLanguage: () => LanguageSegment;
  /** Sent as header `siteId` once the site is known. */
  getSiteId: () => number | undefined;
  /**
   * Headers of the caller's own, asked for each request (the back office's CSRF token on its writes: admin/kits/api/).
   * They cannot replace the common rules' headers above.
   */
  headers?: (call: ApiCall) => Readonly<Record<string, string>> | undefined;
  /** Called with the envelope's message (or `''`) when a reply has status 401, before the call rejects. */
  onUnauthorized?: (message: string) => void;
  /** Default {@link defaultRequestTimeoutMs}. */
  timeoutMs?: number;
  /** Source of the `timestamps` query value on GETs. Default `Date.now`. */
  now?: () => number;
  /**
   * Data a back end in the same process handed over is the value its route built, to the output types of the same
   * schemas, and is taken as it is: checking it again would validate every page's data twice. Given, this is called
   * with the caller's schema's reading of it as well, and may refuse the hand-over by throwing (the test suite's
   * check that the reading would change nothing: src/app/audit-hand-over.ts).
   */
  auditHandOver?: (handedOver: unknown, checked: unknown, call: ApiCall) => void;
}

export interface CallOptions<Schema extends AnySchema> {
  /** Schema of the envelope's `data` on success; the call resolves to its output. */
  schema: Schema;
  query?: Query;
  /** Image-captcha answer, sent as header `captcha` (spec §7's `identifyHeader`). */
  captcha?: string;
  /** Cancels the call (e.g. TanStack Query's signal); the call then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called with a successful reply's message, when it has one (a search says what it repaired in the query). */
  onMessage?: (message: string) => void;
}

export interface PostOptions<Schema extends AnySchema> extends CallOptions<Schema> {
  /** A string goes as text/plain; URLSearchParams, FormData and Blob as they are; anything else as JSON. */
  body?: unknown;
}

/**
 * Each method resolves to the envelope's parsed `data` when `status` is 0, and otherwise rejects with an
 * `ApiStatusError` (non-zero status), `ApiShapeError` (unexpected shape), `ApiTransportError` (no usable reply) or
 * `ApiTimeoutError` (a transport error after `timeoutMs`).
 */
export interface ApiClient {
  get<Schema extends AnySchema>(path: string, options: CallOptions<Schema>): Promise<z.output<Schema>>;
  post<Schema extends AnySchema>(path: string, options: PostOptions<Schema>): Promise<z.output<Schema>>;
  delete<Schema extends AnySchema>(path: string, options: CallOptions<Schema>): Promise<z.output<Schema>>;
}

/** The renderer's only way to the `/rc-pub` API (architecture "Processes"); applies spec §7's common rules. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport: Transport = options.transport ?? ((request) => globalThis.fetch(request));
  const timeoutMs = options.timeoutMs ?? defaultRequestTimeoutMs;
  const now = options.now ?? Date.now;

  async function send<Schema extends AnySchema>(
    method: HttpMethod,
    path: string,
    call: PostOptions<Schema>,
  ): Promise<z.output<Schema>> {
    const target: ApiCall = { method, path };
    const reply = await withDeadline((signal) => exchange(method, path, call, signal), {
      timeoutMs,
      timeoutError: () => new ApiTimeoutError(target, timeoutMs),
      signal: call.signal,
    });
    const { parseData, parseEnvelope } = await loadEnvelopeParsers();
    const envelope = parseEnvelope(reply, target);
    if (envelope.status === statusCodes.ok) {
      if (envelope.message) call.onMessage?.(envelope.message);
      if (!reply.handedOver) return parseData(call.schema, envelope.data, target);
      options.auditHandOver?.(envelope.data, parseData(call.schema, envelope.data, target), target);
      return envelope.data as z.output<Schema>;
    }
    const error = new ApiStatusError(target, envelope);
    if (envelope.status === statusCodes.unauthorized) options.onUnauthorized?.(envelope.message ?? '');
    throw error;
  }

  async function exchange(method: HttpMethod, path: string, call: PostOptions<AnySchema>, signal: AbortSignal): Promise<RawReply> {
    const parts: RequestParts = {
      method,
      baseUrl: options.baseUrl,
      path,
      query: call.query,
      body: call.body,
      captcha: call.captcha,
      token: options.getToken(),
      language: options.getLanguage(),
      siteId: options.getSiteId(),
      headers: options.headers?.({ method, path }),
      now: now(),
      signal,
    };
    // What fails in the transport (or the back end called in process) is a transport error; a bad address is not.
    const transportError = (cause: unknown) => new ApiTransportError(`${method} ${path} failed: ${describe(cause)}`, { method, path }, { cause });
    if (method === 'GET' && options.direct) {
      const url = requestUrl(parts);
      const answer = await options.direct({ path: url.pathname, query: url.searchParams, headers: apiHeaders(parts, { ...parts.headers, ...options.extraHeaders }) }).catch((cause: unknown) => {
        throw transportError(cause);
      });
      if (answer) return { httpStatus: answer.status, text: '', json: answer.envelope, handedOver: true };
    }
    const request = buildRequest(parts, options.extraHeaders);
    try {
      const response = await transport(request);
      if (isHandedOver(response)) return { httpStatus: response.status, text: '', json: response[handedOverEnvelope], handedOver: true };
      return { httpStatus: response.status, text: await response.text() };
    } catch (cause) {
      throw transportError(cause);
    }
  }

  return {
    get: (path, call) => send('GET', path, call),
    post: (path, call) => send('POST', path, call),
    delete: (path, call) => send('DELETE', path, call),
  };
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
