import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { statusCodes } from '../../schemas/status-codes.ts';
import type { ApiClient } from '../api/api-client.ts';
import { ApiStatusError, ApiTransportError } from '../api/api-errors.ts';
import { assembleBootstrapFromSpecCalls } from './assemble-from-spec-calls.ts';
import { parseBootstrap, type ParsedBootstrap } from './parse-bootstrap.ts';

/** Which site a page asks for: by sld when the URL names one, else by the host it was reached at. */
export type SiteKey = { sld: string } | { domain: string };

export const bootstrapPath = '/rc-pub/front/bootstrap';

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
 * The bootstrap of a site: one request, cached for the session; validated part by part. A back end without the
 * bootstrap endpoint gets the spec's individual calls instead, in as few sequential steps as their dependencies allow
 * (assemble-from-spec-calls.ts).
 */
export function bootstrapQuery(api: ApiClient, key: SiteKey) {
  return queryOptions<ParsedBootstrap>({
    queryKey: ['bootstrap', key],
    queryFn: async ({ signal }) => {
      const query = 'sld' in key ? { sld: key.sld } : { domain: key.domain };
      let raw: unknown;
      try {
        raw = await api.get(bootstrapPath, { query, schema: z.unknown(), signal });
      } catch (error) {
        if (!isMissingBootstrapEndpoint(error)) throw error;
        return assembleBootstrapFromSpecCalls(api, key, undefined, { signal });
      }
      return parseBootstrap(raw);
    },
    staleTime: 5 * 60_000,
  });
}
