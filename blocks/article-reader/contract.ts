import { z } from 'zod';
import { articlePage, type ArticlePage } from '../../schemas/content/article-page.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { articleHead } from './article-head.ts';

export const articlePagePath = '/rc-pub/front/front-article/getHtml';

/** Which article: by id (`/article/{id}`) or by DOI (`/article/doi/{doi…}`), as the screen's route gives it. */
export const articleReaderProps = z.object({
  articleId: z.coerce.number().int().positive().optional(),
  doi: z.string().optional(),
});
export type ArticleReaderProps = z.output<typeof articleReaderProps>;

export default defineBlockContract<ArticleReaderProps, ArticlePage>({
  props: articleReaderProps,
  query: (props, { bootstrap, lang, get }) => {
    const query = props.articleId !== undefined ? { id: props.articleId } : { doi: props.doi ?? '' };
    return { queryKey: ['article', bootstrap.site.siteId, lang, query], queryFn: () => get(articlePagePath, query, articlePage) };
  },
  head: (_props, data, context) => articleHead(data, context),
});
