import { createApiClient, type Transport } from '../../../runtime/api/api-client.ts';
import { callEndpoint, type EndpointCall, type TypedEndpoint } from '../../../runtime/api/call-endpoint.ts';
import type { EndpointData } from '../../../schemas/api/endpoint.ts';
import { sendForm, type FormCall } from './send-form.ts';

/** The CSRF token's header: the admin gate refuses a write without its session's token (server/admin/access/). */
export const csrfHeader = 'x-csrf-token';

/** The back office's way to the `/rc-pub/admin` API: calls by endpoint-table entry, the session's token on writes. */
export type AdminApi = {
  call<E extends TypedEndpoint>(entry: E, call?: EndpointCall<E>): Promise<EndpointData<E>>;
  /** Posts a multipart form (an upload), telling how much of it has been sent (send-form.ts). */
  send<E extends TypedEndpoint>(entry: E, call: FormCall<E>): Promise<EndpointData<E>>;
  /** The token the session answered with (sign-in, or the session as it is on a reload); undefined when signed out. */
  setCsrfToken(token: string | undefined): void;
};

export type AdminApiOptions = {
  /** Told when a reply says the session is gone (401): the app shows the sign-in again. */
  onUnauthorized: () => void;
  /** Default: the global fetch. */
  transport?: Transport;
};

/**
 * The runtime's API client (runtime/api/) as the back office uses it: same origin, so the browser sends the
 * HttpOnly session cookie; English messages; no reader token or site header; every write carries the CSRF token.
 */
export function createAdminApi({ onUnauthorized, transport }: AdminApiOptions): AdminApi {
  let csrfToken: string | undefined;
  const client = createApiClient({
    baseUrl: '',
    transport,
    getToken: () => undefined,
    getLanguage: () => 'en',
    getSiteId: () => undefined,
    headers: ({ method }) => (method !== 'GET' && csrfToken ? { [csrfHeader]: csrfToken } : undefined),
    onUnauthorized,
  });
  return {
    call: (entry, call) => callEndpoint(client, entry, call),
    send: (entry, call) => sendForm(entry, call, { headers: csrfToken ? { [csrfHeader]: csrfToken } : {}, onUnauthorized }),
    setCsrfToken: (token) => {
      csrfToken = token;
    },
  };
}
