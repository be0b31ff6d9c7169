import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import type { AppContext } from '../app-context.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { contentSites, requestedSite, siteNotFound, toSiteSummary } from '../http/site-context.ts';

const bySiteId = z.object({ siteId: numericId });
const bySld = z.object({ sld: z.string().min(1, 'must not be empty') });
const byDomain = z.object({ domain: z.string().min(1, 'must not be empty') });

/** Site lookups (spec §7). An unknown site answers status 10001, which opens the forbidden page. */
export function registerSiteLookupRoutes(app: FastifyInstance, { store }: AppContext): void {
  app.get('/rc-pub/front/site/findBySiteId', async (request) => {
    const { siteId } = parseInput(bySiteId, request.query, 'query parameter');
    const config = store.bySiteId(siteId);
    if (!config) throw siteNotFound();
    return ok(toSiteSummary(config));
  });

  app.get('/rc-pub/front/site/findBySld', async (request) => {
    const { sld } = parseInput(bySld, request.query, 'query parameter');
    const config = store.bySld(sld);
    if (!config) throw siteNotFound();
    return ok(toSiteSummary(config));
  });

  app.get('/rc-pub/front/site/findByDomain', async (request) => {
    const { domain } = parseInput(byDomain, request.query, 'query parameter');
    const config = store.byDomain(domain);
    if (!config) throw siteNotFound();
    return ok(toSiteSummary(config));
  });

  /** A group's members (siteId, sld, logo); a single site answers itself alone. */
  app.get('/rc-pub/front/front-publication/findGroupBySiteId', async (request) => {
    const config = requestedSite(request, store);
    const members = contentSites(config, store);
    return ok(
      members.map(({ site }) => ({ siteId: site.siteId, sld: site.sld, name: site.name, enName: site.enName, logo: site.logo1 })),
    );
  });
}
