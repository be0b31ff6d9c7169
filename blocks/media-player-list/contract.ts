import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { mediaItem } from '../../schemas/content/media.ts';
import { searchKindOf } from '../../schemas/search/resource-kinds.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageNumber } from '../../kits/collection/props.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';

/** Recordings a page of the list shows. */
export const recordingsPerPage = 10;

/**
 * `/audioList?type=&page=`: which kind (video unless the URL says audio) and the page (0-based). `resourceType`: the
 * URL's `type` as the search box writes it (the site's resource type), read with the site's types.
 */
export const mediaPlayerListProps = z.object({
  type: mediaItem.shape.kind.catch('video'),
  resourceType: z.string().max(40).optional().catch(undefined),
  page: pageNumber,
});
export type MediaPlayerListProps = z.output<typeof mediaPlayerListProps>;

export default defineBlockContract({
  props: mediaPlayerListProps,
  resolve: ({ resourceType, ...props }, { bootstrap }) =>
    resourceType === undefined ? props : { ...props, type: searchKindOf(resourceType, bootstrap.search.resourceTypes) === 'audio' ? ('audio' as const) : ('video' as const) },
  query: (props, context) => endpointListQuery(context, contentListEndpoints.mediaList, { kind: props.type, page: props.page, size: recordingsPerPage }),
  head: (props, _data, { t }) => ({ title: t(`media.${props.type}`), elements: [] }),
});
