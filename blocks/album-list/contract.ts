import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';
import { listLimit } from '../../kits/home/props.ts';

/** Home module `album`: the newest virtual albums (special collections) as cards. */
export const albumListProps = z.object({
  limit: listLimit(6),
});
export type AlbumListProps = z.output<typeof albumListProps>;

export default defineBlockContract({
  props: albumListProps,
  query: (props, context) => endpointListQuery(context, contentListEndpoints.albumList, { size: props.limit }),
});
