import { z } from 'zod';
import { siteEndpoints } from '../../schemas/api/site-endpoints.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { ApiClient } from '../api/api-client.ts';
import { ApiStatusError, ApiTransportError } from '../api/api-errors.ts';
import { endpointPath } from '../api/call-endpoint.ts';
import { assembleBootstrapFromSpecCalls } from './assemble-from-spec-calls.ts';
import type { SiteKey } from './bootstrap-key.ts';
import { parseBootstrap, type ParsedBootstrap } from './parse-bootstrap.ts';

/**
 * The back end has no bootstrap endpoint (an original `/rc-pub` deployment): HTTP 404 without an envelope, our
 * envelope status 40400, or an error body whose `status` is the HTTP 404 itself (as Spring's default error reply).
 * Every other failure (10001 unknown site, 10002/10003 closed sites, 5xx, timeouts) is the bootstrap's own answer.
 */
export function isMissingBootstrapEndpoint(error: unknown): boolean {
  if (error instanceof ApiStatusError) return error.status === statusCodes.notFound || error.status === 404;
  if (error instanceof ApiTransportError) return error.httpStatus === 404;
  return false;
}

/**
 * The bootstrap of a site: one request, validated part by part. A back end without the bootstrap endpoint gets the
 * spec's individual calls instead, in as few sequential steps as their dependencies allow (assemble-from-spec-calls.ts).
 * The reply is read leniently (parse-bootstrap.ts: a broken part falls back to its defaults with a diagnostic), not
 * with the entry's reply schema, which would refuse the whole reply for one bad field.
 */
export async function fetchBootstrap(api: ApiClient, key: SiteKey, signal?: AbortSignal): Promise<ParsedBootstrap> {
  const query = 'sld' in key ? { sld: key.sld } : { domain: key.domain };
  let raw: unknown;
  try {
    raw = await api.get(endpointPath(siteEndpoints.bootstrap), { query, schema: z.unknown(), signal });
  } catch (error) {
    if (!isMissingBootstrapEndpoint(error)) throw error;
    return assembleBootstrapFromSpecCalls(api, key, undefined, { signal });
  }
  return parseBootstrap(raw);
}
