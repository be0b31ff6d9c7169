import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { numericId } from '../../schemas/primitives.ts';
import type { AppContext } from '../app-context.ts';
import { articleAttachments } from '../content/article-attachments.ts';
import { articleDetail } from '../content/article-detail.ts';
import { articlePublicity } from '../content/article-publicity.ts';
import { articleReferences } from '../content/article-references.ts';
import { articleStatistics } from '../content/article-statistics.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { readerAccess } from '../http/reader-access.ts';
import { ok } from '../http/reply.ts';
import { contentSites, servingSite } from '../http/site-context.ts';

const byId = z.object({ id: numericId });
const notOfSite = (id: number) => ApiError.notFound(`article ${id} is not part of this site`);

/**
 * The article calls of spec §7's catalogue that read one part of what an article is (replies:
 * schemas/content/article-facts.ts): getReference, getStatistics, getPublicizeInfo, getAttachTypes (`?id=`). An
 * article that is not the site's (or a group's members') answers the 404 envelope.
 */
export function registerArticleFactsRoutes(app: FastifyInstance, { store, db }: AppContext): void {
  const requested = (request: FastifyRequest) => {
    const { id } = parseInput(byId, request.query, 'query parameter');
    const config = servingSite(request, store);
    return { id, config, siteIds: contentSites(config, store).map(({ site }) => site.siteId) };
  };
  /** The article as the reader view gets it (entity, full text, package files). */
  const detailOf = async (request: FastifyRequest) => {
    const { id, config, siteIds } = requested(request);
    const detail = await articleDetail(db, siteIds, { id });
    if (!detail) throw notOfSite(id);
    return { detail, config };
  };

  app.get('/rc-pub/front/front-article/getReference', async (request) => {
    const { detail } = await detailOf(request);
    return ok(articleReferences(detail.article.id, detail.content));
  });

  app.get('/rc-pub/front/front-article/getStatistics', async (request) => {
    const { id, config, siteIds } = requested(request);
    const found = await articleStatistics(db, siteIds, id, { commentsShown: config.aggregated.enableComment });
    if (!found) throw notOfSite(id);
    return ok(found);
  });

  app.get('/rc-pub/front/front-article/getPublicizeInfo', async (request) => {
    const { detail } = await detailOf(request);
    return ok(articlePublicity(detail.article, detail.content, detail.assets));
  });

  app.get('/rc-pub/front/front-article/getAttachTypes', async (request) => {
    const { detail, config } = await detailOf(request);
    const access = await readerAccess(request, config, db);
    return ok(articleAttachments(detail, access.download));
  });
}
