import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import type { AppContext } from '../app-context.ts';
import { journalOfSite, latestPeriods, periodTree } from '../content/periods.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { booleanQuery } from '../http/query-values.ts';
import { ok } from '../http/reply.ts';
import { servingSite } from '../http/site-context.ts';

/** An optional journal of the site, by its index id. */
const journalIndexQuery = z.object({ publicationIndexId: numericId.optional() });

/** How the issue tree is cut and ordered. */
const periodTreeQuery = z.object({
  isBack: booleanQuery.default(false),
  groupByYear: booleanQuery.default(true),
  periodAsc: booleanQuery.default(false),
});

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

  app.get('/rc-pub/front/front-period/getFirstTwoPeriods', async (request) => {
    const { publicationIndexId } = parseInput(journalIndexQuery, request.query, 'query parameter');
    const config = servingSite(request, store);
    const journalId = await journalFor(config.site.siteId, config.publication.publicationId, publicationIndexId);
    return ok(journalId === undefined ? [] : await latestPeriods(db, journalId, 2));
  });

  app.get('/rc-pub/front/front-period/getPeriodTree', async (request) => {
    const options = parseInput(periodTreeQuery, request.query, 'query parameter');
    const config = servingSite(request, store);
    const journalId = await journalFor(config.site.siteId, config.publication.publicationId);
    return ok(journalId === undefined ? [] : await periodTree(db, journalId, options));
  });
}
