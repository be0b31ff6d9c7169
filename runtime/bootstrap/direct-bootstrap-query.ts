import { queryOptions } from '@tanstack/react-query';
import { siteEndpoints } from '../../schemas/api/site-endpoints.ts';
import type { DirectBackEnd } from '../../schemas/render-contract.ts';
import { ApiStatusError } from '../api/api-errors.ts';
import { bootstrapQueryKey, type SiteKey } from './bootstrap-key.ts';
import type { ParsedBootstrap } from './parse-bootstrap.ts';

/**
 * The bootstrap as the server's renderer gets it from the embedded back end: by function call, already validated (the
 * back end validated its configuration when it loaded it), refused as the API would refuse it — under the same key as
 * `bootstrapQuery`, so the page reads it from the cache the same way and the browser gets it inlined the same way.
 */
export function directBootstrapQuery(direct: DirectBackEnd, key: SiteKey, referrer: string | undefined) {
  return queryOptions<ParsedBootstrap>({
    queryKey: bootstrapQueryKey(key),
    queryFn: async () => {
      const answer = await direct.bootstrap(key, referrer);
      if (!answer.ok) throw new ApiStatusError({ method: siteEndpoints.bootstrap.method, path: siteEndpoints.bootstrap.path }, answer);
      return { bootstrap: answer.data, diagnostics: answer.data.diagnostics };
    },
    staleTime: 5 * 60_000,
  });
}
