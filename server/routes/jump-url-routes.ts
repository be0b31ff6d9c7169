import type { FastifyInstance, FastifyRequest } from 'fastify';
import { articleEndpoints as endpoints } from '../../schemas/api/article-endpoints.ts';
import { familyPrefix } from '../../schemas/routes/family-prefix.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import type { AppContext } from '../app-context.ts';
import { siteOfArticle, siteOfNews } from '../content/owning-site.ts';
import { ApiError } from '../http/api-error.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { ok } from '../http/reply.ts';
import { requestLanguage } from '../http/request-language.ts';
import { contentSites, servingSite } from '../http/site-context.ts';
import { route } from '../http/typed-route.ts';


/**
 * Spec §7 `front-article/getJumpUrl` and `front-news/getJumpUrl` (siteId, id): the address of the portal page of an
 * article or news item of the site (for a group, of one of its members), as a string in `data`; one that is not the
 * site's answers the 404 envelope, whose message the client shows (spec §8). The page is on the site that holds the
 * item: on that site's own domain when the request came there, else `/{sld}/…` at the public origin; in the
 * reader's language (`lang`, the `language` header, else that site's default).
 */
export function registerJumpUrlRoutes(app: FastifyInstance, { store, db, publicOrigin: configuredOrigin }: AppContext): void {
  const pageAddress = (request: FastifyRequest, owner: SiteConfig, path: (prefix: string) => string) => {
    const ownDomain = request.headers.host !== undefined && store.byDomain(request.headers.host) === owner;
    const prefix = familyPrefix(requestLanguage(request, owner.header.defaultLanguage), ownDomain ? undefined : owner.site.sld);
    return `${publicOrigin(request, store, configuredOrigin)}${path(prefix)}`;
  };

  /** The item's id, and the site holding it among those the serving site shows. */
  const locate = async (request: FastifyRequest, id: number, find: typeof siteOfArticle, what: string) => {
    const config = servingSite(request, store);
    const siteId = await find(db, contentSites(config, store).map(({ site }) => site.siteId), id);
    const owner = siteId === undefined ? undefined : store.bySiteId(siteId);
    if (!owner) throw ApiError.notFound(`${what} ${id} is not part of this site`);
    return { id, owner };
  };

  route(app, endpoints.articleJumpUrl, async (request, { query }) => {
    const { id, owner } = await locate(request, query.id, siteOfArticle, 'article');
    return ok(pageAddress(request, owner, (prefix) => screenHref(prefix, 'article', { thesisId: id })));
  });

  route(app, endpoints.newsJumpUrl, async (request, { query }) => {
    const { id, owner } = await locate(request, query.id, siteOfNews, 'news');
    return ok(pageAddress(request, owner, (prefix) => screenHref(prefix, 'newsDetails', { id })));
  });
}
