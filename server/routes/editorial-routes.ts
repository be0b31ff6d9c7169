import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import type { AppContext } from '../app-context.ts';
import { expertDetail } from '../content/expert-detail.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';

/** The one `id` a request names. */
const idQuery = z.object({ id: numericId });

/**
 * Expert details for the editorial board page. The journal introduction and about-us pages read
 * `front-publication/detail`, the board itself `expert/list` (content-list and directory routes).
 */
export function registerEditorialRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  /** One expert of the site (or of a group's members); any other id, another site's included, is not found. */
  app.get('/rc-pub/front/expert/detail', async (request) => {
    const { id } = parseInput(idQuery, request.query, 'query parameter');
    const siteIds = contentSites(servingSite(request, store), store).map(({ site }) => site.siteId);
    const found = await expertDetail(db, id, siteIds);
    if (!found) throw ApiError.notFound(`expert ${id} is not part of this site`);
    return ok(found);
  });
}
