import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints as endpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { expertDetail } from '../content/expert-detail.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/**
 * Expert details for the editorial board page. The journal introduction and about-us pages read
 * `front-publication/detail`, the board itself `expert/list` (content-list and directory routes).
 */
export function registerEditorialRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  /** One expert of the site (or of a group's members); any other id, another site's included, is not found. */
  route(app, endpoints.expertDetail, async (request, { query: { id } }) => {
    const siteIds = contentSites(servingSite(request, store), store).map(({ site }) => site.siteId);
    const found = await expertDetail(db, id, siteIds);
    if (!found) throw ApiError.notFound(`expert ${id} is not part of this site`);
    return ok(found);
  });
}
