import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { catalogueEndpoints as endpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { EndpointInput } from '../../schemas/api/endpoint.ts';
import type { articleListSort } from '../../schemas/content/list-items.ts';
import { windowStart, type RankingOrder } from '../../schemas/content/ranking-window.ts';
import type { AppContext } from '../app-context.ts';
import { listArticles } from '../content/article-list.ts';
import type { PartKind } from '../content/album-parts.ts';
import { listFiguresOrTables } from '../content/part-list.ts';
import { siteTopics } from '../content/topics.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/** The article list's sort for each ranking. */
const sortOf = {
  visits: 'visits',
  downloads: 'downloads',
  citations: 'referenceCount',
  comments: 'commentCount',
} as const satisfies Record<RankingOrder, z.infer<typeof articleListSort>>;

/**
 * The lists of spec §7's catalogue ("topics, rank, pictures, tables") beside the content lists: the site's topics,
 * its articles ranked within a spec §9 window, and the figures and tables of its full texts. For a group site, its
 * members'.
 */
export function registerCatalogueRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  const requestSites = (request: FastifyRequest) => {
    const config = servingSite(request, store);
    const sites = contentSites(config, store);
    return { config, sites, siteIds: sites.map(({ site }) => site.siteId) };
  };

  route(app, endpoints.topicList, async (request) => ok(await siteTopics(db, requestSites(request).sites)));

  /**
   * `rank/list?by=&window=&status=&page=&size=`: articles ranked by views (default), downloads, citations or comments,
   * most first, among those published within the window (spec §9: all, 3m, 6m, 1y, 2y, 3y). A site whose aggregated
   * config leaves comments off offers no ranking by comments.
   */
  route(app, endpoints.rankList, async (request, { query: { by, window, status, page, size } }) => {
    const { config, siteIds } = requestSites(request);
    if (by === 'comments' && !config.aggregated.enableComment) throw ApiError.badRequest('query parameter "by": this site does not rank by comments');
    const since = windowStart(window);
    return ok(await listArticles(db, { siteIds, status, sort: sortOf[by], order: 'desc', page, size, ...(since === undefined ? {} : { since }) }));
  });

  const partList = (kind: PartKind) => async (request: FastifyRequest, { query: { sort, page, size } }: { query: EndpointInput<typeof endpoints.pictureList>['query'] }) => {
    return ok(await listFiguresOrTables(db, requestSites(request).siteIds, kind, sort, { page, size }));
  };
  route(app, endpoints.pictureList, partList('picture'));
  route(app, endpoints.tableList, partList('table'));
}
