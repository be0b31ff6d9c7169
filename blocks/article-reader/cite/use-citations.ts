import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../runtime/api/call-endpoint.ts';
import { usePage } from '../../../runtime/context/page-context.ts';
import { articleEndpoints } from '../../../schemas/api/article-endpoints.ts';

/**
 * The article's citation in each style, fetched when the reader first opens the panel (`enabled`), then kept. The
 * panel's code, and with it the endpoint table's schemas and zod, loads with the first panel a reader opens.
 */
export function useCitations(articleId: number, enabled: boolean) {
  const { api, bootstrap } = usePage();
  return useQuery({
    queryKey: ['citations', bootstrap.site.siteId, articleId],
    queryFn: ({ signal }) => callEndpoint(api, articleEndpoints.articleCitation, { query: { id: articleId }, signal }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
