import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { mediaItem } from '../../schemas/content/media.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';
import { listLimit } from '../../kits/home/props.ts';

/** Home module `media`: the newest videos or audio recordings; one plays in place once the reader chooses it. */
export const mediaListProps = z.object({
  type: mediaItem.shape.kind.default('video'),
  limit: listLimit(6),
});
export type MediaListProps = z.output<typeof mediaListProps>;

export default defineBlockContract({
  props: mediaListProps,
  query: (props, context) => endpointListQuery(context, contentListEndpoints.mediaList, { kind: props.type, size: props.limit }),
});
