import { z } from 'zod';
import { albumSummary } from '../../schemas/content/list-items.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { listQuery } from '../../kits/home/list-query.ts';
import { listLimit } from '../../kits/home/props.ts';

/** Home module `album`: the newest virtual albums (special collections) as cards. */
export const albumListProps = z.object({
  limit: listLimit(6),
});
export type AlbumListProps = z.output<typeof albumListProps>;

export default defineBlockContract({
  props: albumListProps,
  query: (props, context) => listQuery(context, '/rc-pub/front/album/list', { size: props.limit }, albumSummary),
});
