import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { feeds } from '../../schemas/api/syndication-endpoints.ts';
import { contentLanguageOf, type LanguageSegment } from '../../schemas/language-codes.ts';
import { feedFormats, feedHref, feedMediaTypes, type FeedFormat, type FeedSelection } from '../../schemas/routes/feed-href.ts';
import type { AppContext } from '../app-context.ts';
import { feedDocument } from '../feeds/feed-document.ts';
import { feedLanguageTags } from '../feeds/feed-labels.ts';
import { feedSite } from '../feeds/feed-site.ts';
import { columnListing, issueListing, newsListing, onlineFirstListing, siteName, type FeedListing, type FeedScope } from '../feeds/feed-sources.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { route } from '../http/typed-route.ts';

/** Feeds are read by machines that poll: a quarter of an hour's staleness spares the database. */
const cacheControl = 'public, max-age=900';

/**
 * RSS 2.0 and Atom 1.0 feeds of a site (issue 18): an issue (the live platform's `/rc-pub/front/rss?periodId=…`),
 * Online First, a column, news. Addresses in schemas/routes/feed-href.ts; each item links to its page on the portal.
 */
export function registerFeedRoutes(app: FastifyInstance, { store, db, publicOrigin: configuredOrigin }: AppContext): void {
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    format: FeedFormat,
    asked: LanguageSegment | undefined,
    selected: FeedSelection,
    read: (scope: FeedScope) => Promise<FeedListing>,
  ) => {
    const config = feedSite(request, reply, store);
    const lang = asked && config.header.switchLanguage ? asked : config.header.defaultLanguage;
    const origin = publicOrigin(request, store, configuredOrigin);
    const ownDomain = request.headers.host !== undefined && store.byDomain(request.headers.host)?.site.siteId === config.site.siteId;
    const scope: FeedScope = { db, config, lang, origin, sld: ownDomain ? undefined : config.site.sld };
    const listing = await read(scope);
    const selfUrl = (other: FeedFormat) => `${origin}${feedHref(other, selected, { siteId: config.site.siteId, lang: asked })}`;
    const xml = feedDocument(format, {
      ...listing,
      language: feedLanguageTags[contentLanguageOf(lang)],
      publisher: siteName(scope),
      selfUrls: { rss: selfUrl('rss'), atom: selfUrl('atom') },
    });
    return reply.type(`${feedMediaTypes[format]}; charset=utf-8`).header('cache-control', cacheControl).send(xml);
  };

  for (const format of feedFormats) {
    const endpoints = feeds[format];
    route(app, endpoints.issue, async (request, { query: { lang, periodId } }, reply) => {
      return send(request, reply, format, lang, { kind: 'issue', periodId }, (scope) => issueListing(scope, periodId));
    });

    route(app, endpoints.onlineFirst, async (request, { query: { lang } }, reply) => {
      return send(request, reply, format, lang, { kind: 'onlineFirst' }, onlineFirstListing);
    });

    route(app, endpoints.column, async (request, { params: { columnId }, query: { lang } }, reply) => {
      return send(request, reply, format, lang, { kind: 'column', columnId }, (scope) => columnListing(scope, columnId));
    });

    route(app, endpoints.news, async (request, { query: { lang, tab } }, reply) => {
      return send(request, reply, format, lang, { kind: 'news', tab }, (scope) => newsListing(scope, tab));
    });
  }
}
