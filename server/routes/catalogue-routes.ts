import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { articleListStatus, type articleListSort } from '../../schemas/content/list-items.ts';
import { rankingOrders, rankingWindows, windowStart, type RankingOrder } from '../../schemas/content/ranking-window.ts';
import { pagingQuery } from '../../schemas/page.ts';
import type { AppContext } from '../app-context.ts';
import { listArticles } from '../content/article-list.ts';
import type { PartKind } from '../content/album-parts.ts';
import { listFiguresOrTables, partListSorts } from '../content/part-list.ts';
import { siteTopics } from '../content/topics.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';

const rankQuery = pagingQuery.extend({
  by: z.enum(rankingOrders).default('visits'),
  window: z.enum(rankingWindows).default('all'),
  status: articleListStatus.default('published'),
});

const partListQuery = pagingQuery.extend({ sort: z.enum(partListSorts).default('publishDate') });

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

  app.get('/rc-pub/front/topic/list', async (request) => ok(await siteTopics(db, requestSites(request).sites)));

  /**
   * `rank/list?by=&window=&status=&page=&size=`: articles ranked by views (default), downloads, citations or comments,
   * most first, among those published within the window (spec §9: all, 3m, 6m, 1y, 2y, 3y). A site whose aggregated
   * config leaves comments off offers no ranking by comments.
   */
  app.get('/rc-pub/front/rank/list', async (request) => {
    const { by, window, status, page, size } = parseInput(rankQuery, request.query, 'query parameter');
    const { config, siteIds } = requestSites(request);
    if (by === 'comments' && !config.aggregated.enableComment) throw ApiError.badRequest('query parameter "by": this site does not rank by comments');
    const since = windowStart(window);
    return ok(await listArticles(db, { siteIds, status, sort: sortOf[by], order: 'desc', page, size, ...(since === undefined ? {} : { since }) }));
  });

  const partList = (kind: PartKind) => async (request: FastifyRequest) => {
    const { sort, page, size } = parseInput(partListQuery, request.query, 'query parameter');
    return ok(await listFiguresOrTables(db, requestSites(request).siteIds, kind, sort, { page, size }));
  };
  app.get('/rc-pub/front/picture/list', partList('picture'));
  app.get('/rc-pub/front/table/list', partList('table'));
}
