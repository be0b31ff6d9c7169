import { useQuery } from '@tanstack/react-query';
import { usePage } from '../../../runtime/context/page-context.ts';

export const citationsPath = '/rc-pub/front/front-article/getCitation';
export const downloadCitationPath = '/rc-pub/front/front-article/downloadCitation';

/** The article's citation in each style, fetched when the reader first opens the panel (`enabled`), then kept. */
export function useCitations(articleId: number, enabled: boolean) {
  const { api, bootstrap } = usePage();
  return useQuery({
    queryKey: ['citations', bootstrap.site.siteId, articleId],
    queryFn: async ({ signal }) => {
      // The reply's schema (and zod) load with the first citation a reader asks for, not with every article page.
      const { articleCitations } = await import('../../../schemas/content/article-citation.ts');
      return api.get(citationsPath, { query: { id: articleId }, schema: articleCitations, signal });
    },
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
