import type { FastifyInstance } from 'fastify';
import { articleEndpoints } from '../../schemas/api/article-endpoints.ts';
import { catalogueEndpoints } from '../../schemas/api/catalogue-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { enabledMenuItem, infoPageOf } from '../content/info-pages.ts';
import { listMultilingualArticles } from '../content/multilingual-articles.ts';
import { listNewArticles } from '../content/new-articles.ts';
import { newsDetail } from '../content/news-detail.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

/** News details, information and composite pages, and the article lists of `/newArticle` and `/newLeaguage`. */
export function registerNewsRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  const siteIdsOf = (request: Parameters<typeof servingSite>[0]) => contentSites(servingSite(request, store), store).map(({ site }) => site.siteId);

  /** One news item with its body; another site's item, or none, is not found. */
  route(app, catalogueEndpoints.newsDetail, async (request, { query: { id } }) => {
    const found = await newsDetail(db, siteIdsOf(request), id);
    if (!found) throw ApiError.notFound(`news ${id} is not part of this site`);
    return ok(found);
  });

  /**
   * The information page of one of the site's enabled menu items (its sections; none when nobody wrote it). An id
   * the site's menu does not have, or has disabled, is not found.
   */
  route(app, catalogueEndpoints.channelInfo, async (request, { query: { id } }) => {
    const config = servingSite(request, store);
    if (!enabledMenuItem(config.menu.items, id)) throw ApiError.notFound(`menu item ${id} is not part of this site`);
    return ok(await infoPageOf(db, config.site.siteId, id));
  });

  route(app, articleEndpoints.newArticles, async (request, { query: { kind, page, size } }) => {
    return ok(await listNewArticles(db, siteIdsOf(request), kind, { page, size }));
  });

  route(app, articleEndpoints.multilingual, async (request, { query: { page, size } }) => {
    return ok(await listMultilingualArticles(db, siteIdsOf(request), { page, size }));
  });
}
