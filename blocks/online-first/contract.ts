import { z } from 'zod';
import { articleSummary } from '../../schemas/content/list-items.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { listQuery } from '../../kits/home/list-query.ts';
import { listLimit } from '../../kits/home/props.ts';
import { onlineFirstFeedLinks } from './feed-links.ts';

/** Home module `onlineFirst`: the newest Online First articles (firstStatus 1-10), with a link to all of them. */
export const onlineFirstProps = z.object({
  limit: listLimit(6),
});
export type OnlineFirstProps = z.output<typeof onlineFirstProps>;

export default defineBlockContract({
  props: onlineFirstProps,
  query: (props, context) => listQuery(context, '/rc-pub/front/front-article/list', { status: 'onlineFirst', size: props.limit }, articleSummary),
  head: (_props, _data, context) => ({ elements: onlineFirstFeedLinks(context) }),
});
