import { ApiStatusError, ApiTransportError, type ApiCall } from '../../../runtime/api/api-errors.ts';
import { endpointPath, type TypedEndpoint } from '../../../runtime/api/call-endpoint.ts';
import type { RawReply } from '../../../runtime/api/parse-envelope.ts';
import type { EndpointCallInput, EndpointData } from '../../../schemas/api/endpoint.ts';
import { statusCodes } from '../../../schemas/status-codes.ts';

/** How much of a request's body the browser has sent: `total` 0 while it does not know. */
export type SentBytes = { loaded: number; total: number };

export type FormCall<E extends TypedEndpoint> = {
  params?: EndpointCallInput<E['params']>;
  query?: EndpointCallInput<E['query']>;
  /** Sent as multipart/form-data, in its order (text fields before the file). */
  form: FormData;
  /** Told as the body goes out, and once more when all of it has. */
  onSent?: (sent: SentBytes) => void;
  /** Aborting stops the upload; the call then rejects with the signal's reason. */
  signal?: AbortSignal;
};

export type SendFormOptions = { headers: Readonly<Record<string, string>>; onUnauthorized: () => void };

function queryText(query: unknown): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Posts a form to an endpoint by its entry with XMLHttpRequest: the one browser API that tells how much of a
 * request's body has been sent (fetch reports no upload progress). The reply is read as every call's is
 * (runtime/api/parse-envelope.ts): its `data` with the entry's schema, a non-zero status as an ApiStatusError.
 */
export function sendForm<E extends TypedEndpoint>(entry: E, call: FormCall<E>, options: SendFormOptions): Promise<EndpointData<E>> {
  const path = endpointPath(entry, call.params as Record<string, string | number> | undefined);
  const target: ApiCall = { method: entry.method, path };
  const raw = new Promise<RawReply>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(entry.method, `${path}${queryText(call.query)}`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('language', 'en');
    for (const [name, value] of Object.entries(options.headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => call.onSent?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }));
    request.upload.addEventListener('load', (event) => call.onSent?.({ loaded: event.loaded, total: event.loaded }));
    request.addEventListener('load', () => resolve({ httpStatus: request.status, text: request.responseText }));
    request.addEventListener('error', () => reject(new ApiTransportError(`${entry.method} ${path} failed: the connection broke off`, target)));
    request.addEventListener('abort', () => reject(call.signal?.reason ?? new DOMException('The upload was stopped', 'AbortError')));
    call.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(call.form);
  });
  return raw.then(async (reply) => {
    // Loaded as the API client loads it (runtime/api/api-client.ts), so the two share one chunk.
    const { parseData, parseEnvelope } = await import('../../../runtime/api/parse-envelope.ts');
    const envelope = parseEnvelope(reply, target);
    if (envelope.status === statusCodes.ok) return parseData(entry.reply.data, envelope.data, target) as EndpointData<E>;
    if (envelope.status === statusCodes.unauthorized) options.onUnauthorized();
    throw new ApiStatusError(target, envelope);
  });
}
