import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { localizedString } from '../../kits/home/localize.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';

/** One news item (spec §2 `newsDetails/{id}`); an id the site does not have makes the page a 404. */
export const newsDetailProps = z.object({ newsId: numericId });
export type NewsDetailProps = z.output<typeof newsDetailProps>;

export default defineBlockContract({
  props: newsDetailProps,
  query: (props, context) => screenQuery('news-detail', props, context, () => context.call(catalogueEndpoints.newsDetail, { query: { id: props.newsId } })),
  head: (_props, data, { lang }) => (data.ok ? { title: localizedString(data.value.title, data.value.enTitle, lang), elements: [] } : { elements: [] }),
});
