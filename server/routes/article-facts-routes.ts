import type { FastifyInstance, FastifyRequest } from 'fastify';
import { articleEndpoints as endpoints } from '../../schemas/api/article-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { articleAttachments } from '../content/article-attachments.ts';
import { articleDetail } from '../content/article-detail.ts';
import { articlePublicity } from '../content/article-publicity.ts';
import { articleReferences } from '../content/article-references.ts';
import { articleStatistics } from '../content/article-statistics.ts';
import { ApiError } from '../http/api-error.ts';
import { readerAccess } from '../http/reader-access.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';

const notOfSite = (id: number) => ApiError.notFound(`article ${id} is not part of this site`);

/**
 * The article calls of spec §7's catalogue that read one part of what an article is (replies:
 * schemas/content/article-facts.ts): getReference, getStatistics, getPublicizeInfo, getAttachTypes (`?id=`). An
 * article that is not the site's (or a group's members') answers the 404 envelope.
 */
export function registerArticleFactsRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  const requested = (request: FastifyRequest, { id }: { id: number }) => {
    const config = servingSite(request, store);
    return { id, config, siteIds: contentSites(config, store).map(({ site }) => site.siteId) };
  };
  /** The article as the reader view gets it (entity, full text, package files). */
  const detailOf = async (request: FastifyRequest, query: { id: number }) => {
    const { id, config, siteIds } = requested(request, query);
    const detail = await articleDetail(db, siteIds, { id });
    if (!detail) throw notOfSite(id);
    return { detail, config };
  };

  route(app, endpoints.articleReferences, async (request, { query }) => {
    const { detail } = await detailOf(request, query);
    return ok(articleReferences(detail.article.id, detail.content));
  });

  route(app, endpoints.articleStatistics, async (request, { query }) => {
    const { id, config, siteIds } = requested(request, query);
    const found = await articleStatistics(db, siteIds, id, { commentsShown: config.aggregated.enableComment });
    if (!found) throw notOfSite(id);
    return ok(found);
  });

  route(app, endpoints.articlePublicity, async (request, { query }) => {
    const { detail } = await detailOf(request, query);
    return ok(articlePublicity(detail.article, detail.content, detail.assets));
  });

  route(app, endpoints.articleAttachTypes, async (request, { query }) => {
    const { detail, config } = await detailOf(request, query);
    const access = await readerAccess(request, config, db);
    return ok(articleAttachments(detail, access.download));
  });
}
