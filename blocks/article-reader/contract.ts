import { z } from 'zod';
import { articleEndpoints } from '../../schemas/api/article-endpoints.ts';
import { endpointPath } from '../../runtime/api/call-endpoint.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { articleHead } from './article-head.ts';
import type { ArticleReaderData } from './reader-data.ts';

/** Which article: by id (`/article/{id}`) or by DOI (`/article/doi/{doi…}`), as the screen's route gives it. */
export const articleReaderProps = z.object({
  articleId: z.coerce.number().int().positive().optional(),
  doi: z.string().optional(),
});
export type ArticleReaderProps = z.output<typeof articleReaderProps>;

function readerLinks(articleId: number, siteId: number): ArticleReaderData['links'] {
  return {
    visit: `${endpointPath(articleEndpoints.articleVisit, { id: articleId })}?${new URLSearchParams({ siteId: String(siteId) })}`,
    downloadTable: endpointPath(articleEndpoints.downloadTable),
  };
}

export default defineBlockContract<ArticleReaderProps, ArticleReaderData>({
  props: articleReaderProps,
  query: (props, { bootstrap, lang, call }) => {
    const query = props.articleId !== undefined ? { id: props.articleId } : { doi: props.doi ?? '' };
    return {
      queryKey: ['article', bootstrap.site.siteId, lang, query],
      queryFn: async () => {
        const page = await call(articleEndpoints.articlePage, { query });
        return { page, links: readerLinks(page.article.id, bootstrap.site.siteId) };
      },
    };
  },
  head: (_props, data, context) => articleHead(data.page, context),
});
