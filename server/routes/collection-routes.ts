import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { albumItemsQuery } from '../../schemas/content/album-items.ts';
import { numericId } from '../../schemas/primitives.ts';
import type { AppContext } from '../app-context.ts';
import { albumBelongsTo, findAlbum } from '../content/album-detail.ts';
import { listAlbumItems } from '../content/album-items.ts';
import { findBook } from '../content/book-detail.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';

const idQuery = z.object({ id: numericId });

/** Virtual albums with their items, book details. (Album, book and media lists: content-list-routes.ts.) */
export function registerCollectionRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  /** The sites whose content the serving site shows: itself, or a group's members. */
  const siteIdsOf = (request: FastifyRequest) => contentSites(servingSite(request, store), store).map(({ site }) => site.siteId);

  /** An album of another site is as unknown here as one that does not exist. */
  app.get('/rc-pub/front/album/detail', async (request) => {
    const { id } = parseInput(idQuery, request.query, 'query parameter');
    const found = await findAlbum(db, id, siteIdsOf(request));
    if (!found) throw ApiError.notFound(`album ${id} is not part of this site`);
    return ok(found);
  });

  app.get('/rc-pub/front/album/items', async (request) => {
    const { id, tab, sort, page, size } = parseInput(albumItemsQuery, request.query, 'query parameter');
    const siteIds = siteIdsOf(request);
    if (!(await albumBelongsTo(db, id, siteIds))) throw ApiError.notFound(`album ${id} is not part of this site`);
    return ok(await listAlbumItems(db, { albumId: id, siteIds }, tab, sort, { page, size }));
  });

  app.get('/rc-pub/front/book/detail', async (request) => {
    const { id } = parseInput(idQuery, request.query, 'query parameter');
    const found = await findBook(db, id, siteIdsOf(request));
    if (!found) throw ApiError.notFound(`book ${id} is not part of this site`);
    return ok(found);
  });
}
