import { z } from 'zod';
import { articleEndpoints } from '../../schemas/api/article-endpoints.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageParam } from '../../kits/news/page-param.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';

/** Spec §9: result pages hold 20. */
export const multilingualPageSize = 20;

/** `/newLeaguage` (menu code newLeaguage, spec §2): articles whose abstract is written in several languages. */
export const multilingualAbstractsProps = z.object({ page: pageParam });
export type MultilingualAbstractsProps = z.output<typeof multilingualAbstractsProps>;

export default defineBlockContract({
  props: multilingualAbstractsProps,
  query: (props, context) =>
    screenQuery('multilingual-abstracts', props, context, () =>
      context.call(articleEndpoints.multilingual, { query: { page: props.page, size: multilingualPageSize } }),
    ),
  head: (_props, _data, { t }) => ({ title: t('news.multilingual.heading'), elements: [] }),
});
