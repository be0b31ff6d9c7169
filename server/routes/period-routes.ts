import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints as endpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { journalOfSite, latestPeriods, periodTree } from '../content/periods.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/** Issues: the first two (latest) periods and the period tree (spec §7). */
export function registerPeriodRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  /** The journal id a request names must belong to the request's site. */
  const journalFor = async (siteId: number, configured: number | null, asked?: number) => {
    const journalId = asked ?? (await journalOfSite(db, siteId, configured));
    if (journalId === undefined) return undefined;
    const owned = await db.selectFrom('journal').select('id').where('id', '=', journalId).where('site_id', '=', siteId).executeTakeFirst();
    if (!owned) throw ApiError.notFound(`publication ${journalId} is not part of this site`);
    return journalId;
  };

  route(app, endpoints.firstTwoPeriods, async (request, { query: { publicationIndexId } }) => {
    const config = servingSite(request, store);
    const journalId = await journalFor(config.site.siteId, config.publication.publicationId, publicationIndexId);
    return ok(journalId === undefined ? [] : await latestPeriods(db, journalId, 2));
  });

  route(app, endpoints.periodTree, async (request, { query: options }) => {
    const config = servingSite(request, store);
    const journalId = await journalFor(config.site.siteId, config.publication.publicationId);
    return ok(journalId === undefined ? [] : await periodTree(db, journalId, options));
  });
}
