import { z } from 'zod';
import { newsItem } from '../../schemas/content/news.ts';
import { numericId } from '../../schemas/primitives.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { localizedString } from '../../kits/home/localize.ts';
import { screenQuery } from '../../kits/news/screen-query.ts';

export const newsDetailPath = '/rc-pub/front/news/detail';

/** One news item (spec §2 `newsDetails/{id}`); an id the site does not have makes the page a 404. */
export const newsDetailProps = z.object({ newsId: numericId });
export type NewsDetailProps = z.output<typeof newsDetailProps>;

export default defineBlockContract({
  props: newsDetailProps,
  query: (props, context) => screenQuery('news-detail', props, context, () => context.get(newsDetailPath, { id: props.newsId }, newsItem)),
  head: (_props, data, { lang }) => (data.ok ? { title: localizedString(data.value.title, data.value.enTitle, lang), elements: [] } : { elements: [] }),
});
