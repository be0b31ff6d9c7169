import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { articleEndpoints as endpoints } from '../../schemas/api/article-endpoints.ts';
import type { AppContext } from '../app-context.ts';
import { articleDetail, type ArticleKey } from '../content/article-detail.ts';
import { countVisitOncePerDay, pruneArticleVisits, utcDay, visitingReader } from '../content/article-visits.ts';
import { signedInMemberId } from '../accounts/signed-in-member.ts';
import { ApiError } from '../http/api-error.ts';
import { ok } from '../http/reply.ts';
import { readerAccess } from '../http/reader-access.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';
import { withholdFullText } from '../content/withhold-full-text.ts';
import { recordReading } from '../members/reading-history.ts';

/** One article for the reading view, by id or DOI; and the visit count of spec §7 `front-article/{id}`. */
export function registerArticleRoutes(app: FastifyInstance, { store, db, auth }: AppContext): void {
  const visitSecret = auth?.secret ?? randomBytes(32);
  let prunedOn = '';
  const siteIdsOf = (request: Parameters<typeof servingSite>[0]) => {
    const config = servingSite(request, store);
    return contentSites(config, store).map(({ site }) => site.siteId);
  };

  route(app, endpoints.articlePage, async (request, { query }) => {
    const key: ArticleKey = query.id !== undefined ? { id: query.id } : { doi: query.doi! };
    const config = servingSite(request, store);
    const detail = await articleDetail(db, contentSites(config, store).map(({ site }) => site.siteId), key);
    if (!detail) throw ApiError.notFound('id' in key ? `article ${key.id} is not part of this site` : `no article of this site has DOI ${key.doi}`);
    const access = await readerAccess(request, config, db);
    return ok({ ...detail, content: detail.content && !access.read ? withholdFullText(detail.content) : detail.content, access });
  });

  // Digits only: any other name under front-article/ is an endpoint this server lacks (a 404 envelope), not a bad id.
  route(app, endpoints.articleVisit, async (request, { params: { id } }) => {
    const day = utcDay(Date.now());
    const reader = visitingReader(await signedInMemberId(request, db), request.ip, request.headers['user-agent'] ?? '', day, visitSecret);
    if (!(await countVisitOncePerDay(db, siteIdsOf(request), id, reader, day))) throw ApiError.notFound(`article ${id} is not part of this site`);
    if (prunedOn !== day) {
      prunedOn = day;
      await pruneArticleVisits(db, day);
    }
    await recordReading(request, db, id);
    return ok(null);
  });
}
