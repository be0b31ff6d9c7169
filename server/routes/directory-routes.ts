import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pagingQuery } from '../../schemas/page.ts';
import { numericId } from '../../schemas/primitives.ts';
import type { AppContext } from '../app-context.ts';
import { expertSorts, listExperts } from '../content/experts.ts';
import { hotWords } from '../content/hot-words.ts';
import { listCache } from '../content/list-cache.ts';
import { resourceCounts } from '../content/resource-counts.ts';
import { parseInput } from '../http/parse-input.ts';
import { booleanQuery } from '../http/query-values.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';

/** `fromAdcs`, accepted for compatibility. */
const statisticsQuery = z.object({ fromAdcs: booleanQuery.optional() });

/** A page of experts, of a topic, in an order. */
const expertListQuery = pagingQuery.extend({ topicId: numericId.optional(), sort: z.enum(expertSorts).default('sort') });

/** Site-wide lists and counts: experts, hot words, the statistics strip. */
export function registerDirectoryRoutes(app: FastifyInstance, { store, db, listCache: cacheOptions }: AppContext): void {
  const cached = listCache(cacheOptions, store, db);
  /** The sites whose content a request may see: the site itself, or a group's members. */
  const requestSites = (request: Parameters<typeof servingSite>[0]) => {
    const config = servingSite(request, store);
    const sites = contentSites(config, store);
    return { sites, siteIds: sites.map(({ site }) => site.siteId) };
  };

  app.get('/rc-pub/front/expert/list', async (request) => {
    const query = parseInput(expertListQuery, request.query, 'query parameter');
    const { sites, siteIds } = requestSites(request);
    // A named topic, else the topics of the site (or of a group's members).
    const topicIds = query.topicId === undefined ? sites.map(({ site }) => site.topicId) : [query.topicId];
    return ok(await cached(['experts', siteIds, topicIds, query], () => listExperts(db, { siteIds, topicIds, page: query.page, size: query.size, sort: query.sort })));
  });

  app.get('/rc-pub/front/hisSearch/hotWords', async (request) => {
    const { page, size } = parseInput(pagingQuery, request.query, 'query parameter');
    const { siteIds } = requestSites(request);
    return ok(await hotWords(db, siteIds, page, size));
  });

  /** `fromAdcs` is accepted for compatibility; the reference store counts the same content either way. */
  app.get('/rc-pub/front/resource-statistics/getResourceCountsStatistic', async (request) => {
    parseInput(statisticsQuery, request.query, 'query parameter');
    const { siteIds } = requestSites(request);
    return ok(await cached(['counts', siteIds], () => resourceCounts(db, siteIds)));
  });
}
