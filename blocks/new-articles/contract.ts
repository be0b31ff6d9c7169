import { z } from 'zod';
import { articleEndpoints } from '../../schemas/api/article-endpoints.ts';
import { newArticleKind } from '../../schemas/content/new-articles.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageParam } from '../../kits/news/page-param.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';

/** Spec §9: result pages hold 20. */
export const newArticlesPageSize = 20;

/**
 * `/newArticle` (menu codes prePublication and conference, spec §2): both lead to the same address, so the page
 * offers both lists as tabs (`?kind=`), pre-publication first.
 */
export const newArticlesProps = z.object({ kind: newArticleKind.catch('prePublication'), page: pageParam });
export type NewArticlesProps = z.output<typeof newArticlesProps>;

export default defineBlockContract({
  props: newArticlesProps,
  query: (props, context) =>
    screenQuery('new-articles', props, context, () =>
      context.call(articleEndpoints.newArticles, { query: { kind: props.kind, page: props.page, size: newArticlesPageSize } }),
    ),
  head: (props, _data, { t }) => ({ title: t(`news.newArticles.kinds.${props.kind}`), elements: [] }),
});
