import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints as endpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { listExperts } from '../content/experts.ts';
import { hotWords } from '../content/hot-words.ts';
import { readAnew } from '../content/list-cache.ts';
import { resourceCounts } from '../content/resource-counts.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/** Site-wide lists and counts: experts, hot words, the statistics strip. */
export function registerDirectoryRoutes(app: FastifyInstance, { store, db, listCache }: AppContext): void {
  const cached = listCache ?? readAnew;
  /** The sites whose content a request may see: the site itself, or a group's members. */
  const requestSites = (request: Parameters<typeof servingSite>[0]) => {
    const config = servingSite(request, store);
    const sites = contentSites(config, store);
    return { sites, siteIds: sites.map(({ site }) => site.siteId) };
  };

  route(app, endpoints.expertList, async (request, { query }) => {
    const { sites, siteIds } = requestSites(request);
    // A named topic, else the topics of the site (or of a group's members).
    const topicIds = query.topicId === undefined ? sites.map(({ site }) => site.topicId) : [query.topicId];
    return ok(await cached(['experts', siteIds, topicIds, query], () => listExperts(db, { siteIds, topicIds, page: query.page, size: query.size, sort: query.sort })));
  });

  route(app, endpoints.hotWords, async (request, { query: { page, size } }) => {
    const { siteIds } = requestSites(request);
    return ok(await hotWords(db, siteIds, page, size));
  });

  /** `fromAdcs` is accepted for compatibility; the reference store counts the same content either way. */
  route(app, endpoints.resourceCounts, async (request) => {
    const { siteIds } = requestSites(request);
    return ok(await cached(['counts', siteIds], () => resourceCounts(db, siteIds)));
  });
}
