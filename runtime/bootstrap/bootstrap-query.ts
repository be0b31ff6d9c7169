import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../api/api-client.ts';
import { parseBootstrap, type ParsedBootstrap } from './parse-bootstrap.ts';

/** Which site a page asks for: by sld when the URL names one, else by the host it was reached at. */
export type SiteKey = { sld: string } | { domain: string };

/** The bootstrap of a site: one request, cached for the session; validated part by part. */
export function bootstrapQuery(api: ApiClient, key: SiteKey) {
  return queryOptions<ParsedBootstrap>({
    queryKey: ['bootstrap', key],
    queryFn: async ({ signal }) => {
      const query = 'sld' in key ? { sld: key.sld } : { domain: key.domain };
      const raw = await api.get('/rc-pub/front/bootstrap', { query, schema: z.unknown(), signal });
      return parseBootstrap(raw);
    },
    staleTime: 5 * 60_000,
  });
}
