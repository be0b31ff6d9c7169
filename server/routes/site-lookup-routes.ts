import type { FastifyInstance } from 'fastify';
import { siteEndpoints as endpoints } from '../../schemas/api/site-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { ok } from '../http/reply.ts';
import { contentSites, requestedSite, siteNotFound, toSiteSummary } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/** Site lookups (spec §7). An unknown site answers status 10001, which opens the forbidden page. */
export function registerSiteLookupRoutes(app: FastifyInstance, { store }: AppContext): void {
  route(app, endpoints.findBySiteId, async (_request, { query: { siteId } }) => {
    const config = store.bySiteId(siteId);
    if (!config) throw siteNotFound();
    return ok(toSiteSummary(config));
  });

  route(app, endpoints.findBySld, async (_request, { query: { sld } }) => {
    const config = store.bySld(sld);
    if (!config) throw siteNotFound();
    return ok(toSiteSummary(config));
  });

  route(app, endpoints.findByDomain, async (_request, { query: { domain } }) => {
    const config = store.byDomain(domain);
    if (!config) throw siteNotFound();
    return ok(toSiteSummary(config));
  });

  /** A group's members (siteId, sld, logo); a single site answers itself alone. */
  route(app, endpoints.findGroupBySiteId, async (request) => {
    const config = requestedSite(request, store);
    const members = contentSites(config, store);
    return ok(
      members.map(({ site }) => ({ siteId: site.siteId, sld: site.sld, name: site.name, enName: site.enName, logo: site.logo1 })),
    );
  });
}
