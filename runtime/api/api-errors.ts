/** Which call an error came from: the method and the API path as the caller wrote it (no base URL, no query). */
export interface ApiCall {
  method: string;
  path: string;
}

/** One problem in a reply's shape: where (`data.items[0].id`) and what. */
export interface ShapeIssue {
  path: string;
  message: string;
}

/** Base of every error the API client throws. */
export class ApiClientError extends Error {
  readonly method: string;
  readonly path: string;

  constructor(message: string, call: ApiCall, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiClientError';
    this.method = call.method;
    this.path = call.path;
  }
}

/**
 * No usable reply: the network failed, the body was not JSON, or an HTTP error arrived without an envelope.
 * `httpStatus` is set when a response arrived at all.
 */
export class ApiTransportError extends ApiClientError {
  readonly httpStatus: number | undefined;

  constructor(message: string, call: ApiCall, options: ErrorOptions & { httpStatus?: number } = {}) {
    super(message, call, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiTransportError';
    this.httpStatus = options.httpStatus;
  }
}

/** The request did not finish within the client's timeout (spec §9: 600000 ms). A kind of transport error. */
export class ApiTimeoutError extends ApiTransportError {
  readonly timeoutMs: number;

  constructor(call: ApiCall, timeoutMs: number) {
    super(`${call.method} ${call.path} timed out after ${timeoutMs} ms`, call);
    this.name = 'ApiTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The envelope arrived with a non-zero status (spec §7). `serverMessage` is the envelope's message, if it had one;
 * `message` falls back to a generic text so the error always reads well in logs.
 */
export class ApiStatusError extends ApiClientError {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly data: unknown;

  constructor(call: ApiCall, envelope: { status: number; message?: string; data?: unknown }) {
    super(envelope.message ?? `${call.method} ${call.path} answered status ${envelope.status}`, call);
    this.name = 'ApiStatusError';
    this.status = envelope.status;
    this.serverMessage = envelope.message;
    this.data = envelope.data;
  }
}

/** The reply is JSON but not the expected shape: not an envelope, or `data` does not match the caller's schema. */
export class ApiShapeError extends ApiClientError {
  readonly issues: readonly ShapeIssue[];

  constructor(call: ApiCall, issues: readonly ShapeIssue[]) {
    super(`Unexpected reply from ${call.method} ${call.path}: ${summarise(issues)}`, call);
    this.name = 'ApiShapeError';
    this.issues = issues;
  }
}

const shownIssues = 3;

function summarise(issues: readonly ShapeIssue[]): string {
  const shown = issues.slice(0, shownIssues).map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  const more = issues.length - shownIssues;
  return more > 0 ? `${shown.join('; ')} (+${more} more)` : shown.join('; ');
}
