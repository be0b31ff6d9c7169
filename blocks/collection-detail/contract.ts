import { z } from 'zod';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import { albumItemSort } from '../../schemas/content/album-items.ts';
import { albumItemKind } from '../../schemas/content/album.ts';
import { albumItemsPageSize } from '../../schemas/content/album-item-options.ts';
import { numericId } from '../../schemas/primitives.ts';
import { statusCodes } from '../../schemas/status-codes.ts';
import { ApiStatusError } from '../../runtime/api/api-errors.ts';
import { defineBlockContract } from '../../runtime/registry/define-block.ts';
import { pageNumber } from '../../kits/collection/props.ts';
import { emptyPage } from '../../kits/home/list-query.ts';
import { localizedString } from '../../kits/home/localize.ts';
import { albumItemsQuery, firstFilledTab, type AlbumPage } from './album-page.ts';

/**
 * One album (`collections/{virtualId}?tab=&sort=&page=`). A tab or sort the URL gets wrong reads as none. `whenMissing`:
 * the album page's own album that does not exist makes the page a 404 (`notFound`); an album a configuration names
 * shows the empty state instead (`empty`, the default).
 */
export const collectionDetailProps = z.object({
  albumId: numericId,
  tab: albumItemKind.optional().catch(undefined),
  sort: albumItemSort.catch('SYS_CREATED'),
  page: pageNumber,
  whenMissing: z.enum(['notFound', 'empty']).default('empty'),
});
export type CollectionDetailProps = z.output<typeof collectionDetailProps>;

export default defineBlockContract<CollectionDetailProps, AlbumPage>({
  props: collectionDetailProps,
  query: (props, { bootstrap, lang, call }) => ({
    queryKey: ['collection-detail', bootstrap.site.siteId, lang, props],
    queryFn: async () => {
      let album;
      try {
        album = await call(catalogueEndpoints.albumDetail, { query: { id: props.albumId } });
      } catch (error) {
        const missing = error instanceof ApiStatusError && error.status === statusCodes.notFound;
        if (missing && props.whenMissing === 'empty') return { album: null, tab: props.tab ?? 'thesis', items: emptyPage(albumItemsPageSize) };
        throw error;
      }
      const tab = props.tab ?? firstFilledTab(album.counts);
      const items = await call(catalogueEndpoints.virtualAlbumItems, { query: albumItemsQuery(props.albumId, tab, props.sort, props.page) });
      return { album, tab, items };
    },
  }),
  head: (_props, data, { lang }) => (data.album ? { title: localizedString(data.album.name, data.album.enName, lang), elements: [] } : { elements: [] }),
});
