import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';
import { listLimit } from '../../kits/home/props.ts';
import { onlineFirstFeedLinks } from './feed-links.ts';

/** Home module `onlineFirst`: the newest Online First articles (firstStatus 1-10), with a link to all of them. */
export const onlineFirstProps = z.object({
  limit: listLimit(6),
});
export type OnlineFirstProps = z.output<typeof onlineFirstProps>;

export default defineBlockContract({
  props: onlineFirstProps,
  query: (props, context) => endpointListQuery(context, contentListEndpoints.articleList, { status: 'onlineFirst', size: props.limit }),
  head: (_props, _data, context) => ({ elements: onlineFirstFeedLinks(context) }),
});
