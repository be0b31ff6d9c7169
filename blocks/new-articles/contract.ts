import { z } from 'zod';
import { articleSummary } from '../../schemas/content/list-items.ts';
import { newArticleKind } from '../../schemas/content/new-articles.ts';
import { page } from '../../schemas/page.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageParam } from '../../kits/news/page-param.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';

export const newArticlesPath = '/rc-pub/front/front-article/newArticle';
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
      context.get(newArticlesPath, { kind: props.kind, page: props.page, size: newArticlesPageSize }, page(articleSummary)),
    ),
  head: (props, _data, { t }) => ({ title: t(`news.newArticles.kinds.${props.kind}`), elements: [] }),
});
