import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueEndpoints as endpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { albumBelongsTo, findAlbum } from '../content/album-detail.ts';
import { listAlbumItems } from '../content/album-items.ts';
import { findBook } from '../content/book-detail.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/** Virtual albums with their items, book details. (Album, book and media lists: content-list-routes.ts.) */
export function registerCollectionRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  /** The sites whose content the serving site shows: itself, or a group's members. */
  const siteIdsOf = (request: FastifyRequest) => contentSites(servingSite(request, store), store).map(({ site }) => site.siteId);

  /** An album of another site is as unknown here as one that does not exist. */
  route(app, endpoints.albumDetail, async (request, { query: { id } }) => {
    const found = await findAlbum(db, id, siteIdsOf(request));
    if (!found) throw ApiError.notFound(`album ${id} is not part of this site`);
    return ok(found);
  });

  route(app, endpoints.virtualAlbumItems, async (request, { query: { id, tab, sort, page, size } }) => {
    const siteIds = siteIdsOf(request);
    if (!(await albumBelongsTo(db, id, siteIds))) throw ApiError.notFound(`album ${id} is not part of this site`);
    return ok(await listAlbumItems(db, { albumId: id, siteIds }, tab, sort, { page, size }));
  });

  route(app, endpoints.bookDetail, async (request, { query: { id } }) => {
    const found = await findBook(db, id, siteIdsOf(request));
    if (!found) throw ApiError.notFound(`book ${id} is not part of this site`);
    return ok(found);
  });
}
