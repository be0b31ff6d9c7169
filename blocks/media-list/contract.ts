import { z } from 'zod';
import { mediaItem } from '../../schemas/content/media.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { listQuery } from '../../kits/home/list-query.ts';
import { listLimit } from '../../kits/home/props.ts';

/** Home module `media`: the newest videos or audio recordings; one plays in place once the reader chooses it. */
export const mediaListProps = z.object({
  type: mediaItem.shape.kind.default('video'),
  limit: listLimit(6),
});
export type MediaListProps = z.output<typeof mediaListProps>;

export default defineBlockContract({
  props: mediaListProps,
  query: (props, context) => listQuery(context, '/rc-pub/front/media/list', { kind: props.type, size: props.limit }, mediaItem),
});
