import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { articleListSort, articleListStatus } from '../../schemas/content/list-items.ts';
import { mediaItem } from '../../schemas/content/media.ts';
import { newsTabIds } from '../../schemas/content/news.ts';
import { pagingQuery } from '../../schemas/page.ts';
import { numericId } from '../../schemas/primitives.ts';
import type { AppContext } from '../app-context.ts';
import { listArticles, periodBelongsTo } from '../content/article-list.ts';
import { journalDetail, listAlbums, listBooks, listMedia } from '../content/catalogue-lists.ts';
import { listCache } from '../content/list-cache.ts';
import { listNews } from '../content/news-list.ts';
import { journalOfSite } from '../content/periods.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';

/** An optional journal of the site. */
const publicationQuery = z.object({ publicationId: numericId.optional() });

/** Article lists page like search results (spec §9: page size 20), at most 100 a page. */
const articlePaging = pagingQuery.extend({ size: pagingQuery.shape.size.unwrap().default(20) });

const articleListQuery = articlePaging.extend({
  periodId: numericId.optional(),
  status: articleListStatus.default('published'),
  columnId: numericId.optional(),
  /** Left undefined when not given: an issue's published list then keeps its table-of-contents order. */
  sort: articleListSort.optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Only articles published on or after this day (a ranking window, spec §9). */
  since: z.iso.date({ error: 'must be a date written YYYY-MM-DD' }).optional(),
});

const tabMessage = `must be one of ${newsTabIds.join(', ')}`;
const newsListQuery = pagingQuery.extend({
  tab: z.coerce.number({ error: tabMessage }).pipe(z.literal([...newsTabIds], { error: tabMessage })).optional(),
});

const mediaListQuery = pagingQuery.extend({ kind: mediaItem.shape.kind.optional() });

/** Read-only content lists the home page modules show: articles, news, books, media, albums; journal detail. */
export function registerContentListRoutes(app: FastifyInstance, { store, db, listCache: cacheOptions }: AppContext): void {
  const cached = listCache(cacheOptions, store, db);
  /** The serving site and the sites whose content it may see: the site itself, or a group's members. */
  const requestSites = (request: Parameters<typeof servingSite>[0]) => {
    const config = servingSite(request, store);
    const sites = contentSites(config, store);
    return { config, sites, siteIds: sites.map(({ site }) => site.siteId) };
  };

  app.get('/rc-pub/front/front-article/list', async (request) => {
    const query = parseInput(articleListQuery, request.query, 'query parameter');
    const { siteIds } = requestSites(request);
    return ok(
      await cached(['articles', siteIds, query], async () => {
        if (query.periodId !== undefined && !(await periodBelongsTo(db, query.periodId, siteIds))) {
          throw ApiError.notFound(`period ${query.periodId} is not part of this site`);
        }
        return listArticles(db, { siteIds, ...query });
      }),
    );
  });

  app.get('/rc-pub/front/news/list', async (request) => {
    const { tab, page, size } = parseInput(newsListQuery, request.query, 'query parameter');
    const { siteIds } = requestSites(request);
    return ok(await cached(['news', siteIds, tab, page, size], () => listNews(db, siteIds, tab, { page, size })));
  });

  app.get('/rc-pub/front/book/list', async (request) => {
    const paging = parseInput(pagingQuery, request.query, 'query parameter');
    const { siteIds } = requestSites(request);
    return ok(await cached(['books', siteIds, paging], () => listBooks(db, siteIds, paging)));
  });

  app.get('/rc-pub/front/media/list', async (request) => {
    const { kind, page, size } = parseInput(mediaListQuery, request.query, 'query parameter');
    const { siteIds } = requestSites(request);
    return ok(await cached(['media', siteIds, kind, page, size], () => listMedia(db, siteIds, kind, { page, size })));
  });

  app.get('/rc-pub/front/album/list', async (request) => {
    const paging = parseInput(pagingQuery, request.query, 'query parameter');
    const { siteIds } = requestSites(request);
    return ok(await cached(['albums', siteIds, paging], () => listAlbums(db, siteIds, paging)));
  });

  /**
   * One journal: the one asked for, else the site's configured publication, else the first journal of the site
   * (for a group: of its first member that has one, by that member's configuration).
   */
  app.get('/rc-pub/front/front-publication/detail', async (request) => {
    const { publicationId } = parseInput(publicationQuery, request.query, 'query parameter');
    const { config, sites, siteIds } = requestSites(request);
    let journalId = publicationId ?? config.publication.publicationId ?? undefined;
    for (const member of sites) {
      if (journalId !== undefined) break;
      journalId = await journalOfSite(db, member.site.siteId, member.publication.publicationId);
    }
    if (journalId === undefined) throw ApiError.notFound('this site has no publication');
    const found = await journalDetail(db, journalId, siteIds);
    if (!found) throw ApiError.notFound(`publication ${journalId} is not part of this site`);
    return ok(found);
  });
}
