import { z } from 'zod';
import { mediaItem } from '../../schemas/content/media.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageNumber } from '../../kits/collection/props.ts';
import { listQuery } from '../../kits/home/list-query.ts';

/** Recordings a page of the list shows. */
export const recordingsPerPage = 10;

/** `/audioList?type=&page=`: which kind (video unless the URL says audio) and the page (0-based). */
export const mediaPlayerListProps = z.object({
  type: mediaItem.shape.kind.catch('video'),
  page: pageNumber,
});
export type MediaPlayerListProps = z.output<typeof mediaPlayerListProps>;

export default defineBlockContract({
  props: mediaPlayerListProps,
  query: (props, context) => listQuery(context, '/rc-pub/front/media/list', { kind: props.type, page: props.page, size: recordingsPerPage }, mediaItem),
  head: (props, _data, { t }) => ({ title: t(`media.${props.type}`), elements: [] }),
});
