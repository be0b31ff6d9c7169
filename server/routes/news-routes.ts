import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newArticleKind } from '../../schemas/content/new-articles.ts';
import { pagingQuery } from '../../schemas/page.ts';
import { numericId } from '../../schemas/primitives.ts';
import type { AppContext } from '../app-context.ts';
import { enabledMenuItem, infoPageOf } from '../content/info-pages.ts';
import { listMultilingualArticles } from '../content/multilingual-articles.ts';
import { listNewArticles } from '../content/new-articles.ts';
import { newsDetail } from '../content/news-detail.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';

const byId = z.object({ id: numericId });
/** Article lists page like search results (spec §9: page size 20). */
const articlePaging = pagingQuery.extend({ size: pagingQuery.shape.size.unwrap().default(20) });
const newArticleQuery = articlePaging.extend({ kind: newArticleKind.default('prePublication') });

/** News details, information and composite pages, and the article lists of `/newArticle` and `/newLeaguage`. */
export function registerNewsRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  const siteIdsOf = (request: Parameters<typeof servingSite>[0]) => contentSites(servingSite(request, store), store).map(({ site }) => site.siteId);

  /** One news item with its body; another site's item, or none, is not found. */
  app.get('/rc-pub/front/news/detail', async (request) => {
    const { id } = parseInput(byId, request.query, 'query parameter');
    const found = await newsDetail(db, siteIdsOf(request), id);
    if (!found) throw ApiError.notFound(`news ${id} is not part of this site`);
    return ok(found);
  });

  /**
   * The information page of one of the site's enabled menu items (its sections; none when nobody wrote it). An id
   * the site's menu does not have, or has disabled, is not found.
   */
  app.get('/rc-pub/front/channel/info', async (request) => {
    const { id } = parseInput(byId, request.query, 'query parameter');
    const config = servingSite(request, store);
    if (!enabledMenuItem(config.menu.items, id)) throw ApiError.notFound(`menu item ${id} is not part of this site`);
    return ok(await infoPageOf(db, config.site.siteId, id));
  });

  app.get('/rc-pub/front/front-article/newArticle', async (request) => {
    const { kind, page, size } = parseInput(newArticleQuery, request.query, 'query parameter');
    return ok(await listNewArticles(db, siteIdsOf(request), kind, { page, size }));
  });

  app.get('/rc-pub/front/front-article/multilingual', async (request) => {
    const { page, size } = parseInput(articlePaging, request.query, 'query parameter');
    return ok(await listMultilingualArticles(db, siteIdsOf(request), { page, size }));
  });
}
