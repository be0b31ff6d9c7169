import type { FastifyInstance } from 'fastify';
import { contentListEndpoints as endpoints } from '../../schemas/api/content-list-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { listArticles, periodBelongsTo } from '../content/article-list.ts';
import { journalDetail, listAlbums, listBooks, listMedia } from '../content/catalogue-lists.ts';
import { readAnew } from '../content/list-cache.ts';
import { listNews } from '../content/news-list.ts';
import { journalOfSite } from '../content/periods.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/** Read-only content lists the home page modules show: articles, news, books, media, albums; journal detail. */
export function registerContentListRoutes(app: FastifyInstance, { store, db, listCache }: AppContext): void {
  const cached = listCache ?? readAnew;
  /** The serving site and the sites whose content it may see: the site itself, or a group's members. */
  const requestSites = (request: Parameters<typeof servingSite>[0]) => {
    const config = servingSite(request, store);
    const sites = contentSites(config, store);
    return { config, sites, siteIds: sites.map(({ site }) => site.siteId) };
  };

  route(app, endpoints.articleList, async (request, { query }) => {
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

  route(app, endpoints.newsList, async (request, { query: { tab, page, size } }) => {
    const { siteIds } = requestSites(request);
    return ok(await cached(['news', siteIds, tab, page, size], () => listNews(db, siteIds, tab, { page, size })));
  });

  route(app, endpoints.bookList, async (request, { query: paging }) => {
    const { siteIds } = requestSites(request);
    return ok(await cached(['books', siteIds, paging], () => listBooks(db, siteIds, paging)));
  });

  route(app, endpoints.mediaList, async (request, { query: { kind, page, size } }) => {
    const { siteIds } = requestSites(request);
    return ok(await cached(['media', siteIds, kind, page, size], () => listMedia(db, siteIds, kind, { page, size })));
  });

  route(app, endpoints.albumList, async (request, { query: paging }) => {
    const { siteIds } = requestSites(request);
    return ok(await cached(['albums', siteIds, paging], () => listAlbums(db, siteIds, paging)));
  });

  /**
   * One journal: the one asked for, else the site's configured publication, else the first journal of the site
   * (for a group: of its first member that has one, by that member's configuration).
   */
  route(app, endpoints.publicationDetail, async (request, { query: { publicationId } }) => {
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
