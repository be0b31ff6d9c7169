import { z } from 'zod';
import { contentListEndpoints } from '../../schemas/api/content-list-endpoints.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageNumber } from '../../kits/collection/props.ts';
import { endpointListQuery } from '../../kits/home/list-query.ts';
import { menuHeading } from './menu-heading.ts';

/** Albums a page of the list shows. */
export const albumsPerPage = 12;

/** `collectionList/{id}`: the menu entry it was reached by (`id`, for the heading) and the page (`?page=`, 0-based). */
export const collectionListProps = z.object({
  menuId: z.string().max(40).optional().catch(undefined),
  page: pageNumber,
});
export type CollectionListProps = z.output<typeof collectionListProps>;

export default defineBlockContract({
  props: collectionListProps,
  query: (props, context) => endpointListQuery(context, contentListEndpoints.albumList, { page: props.page, size: albumsPerPage }),
  // The menu entry's name, when the URL names one, titles the page; else the screen's title does.
  head: (props, _data, { bootstrap, lang }) => {
    const title = menuHeading(bootstrap.menu, props.menuId, lang);
    return title ? { title, elements: [] } : { elements: [] };
  },
});
