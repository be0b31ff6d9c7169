import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { newsTabIds } from '../../schemas/content/news.ts';
import { contentLanguageOf, languageSegments, type LanguageSegment } from '../../schemas/language-codes.ts';
import { numericId } from '../../schemas/primitives.ts';
import { currentIssue, feedFormats, feedHref, feedMediaTypes, type FeedFormat, type FeedSelection } from '../../schemas/routes/feed-href.ts';
import type { AppContext } from '../app-context.ts';
import { feedDocument } from '../feeds/feed-document.ts';
import { feedLanguageTags } from '../feeds/feed-labels.ts';
import { feedSite } from '../feeds/feed-site.ts';
import { columnListing, issueListing, newsListing, onlineFirstListing, siteName, type FeedListing, type FeedScope } from '../feeds/feed-sources.ts';
import { parseInput } from '../http/parse-input.ts';
import { publicOrigin } from '../http/public-origin.ts';

const languageQuery = z.object({ lang: z.enum(languageSegments, { error: `must be one of ${languageSegments.join(', ')}` }).optional() });
const issueQuery = languageQuery.extend({
  periodId: z.union([z.literal(currentIssue), numericId], { error: `must be ${currentIssue} or an issue id` }).default(currentIssue),
});
const tabMessage = `must be one of ${newsTabIds.join(', ')}`;
const newsQuery = languageQuery.extend({ tab: z.coerce.number({ error: tabMessage }).pipe(z.literal([...newsTabIds], { error: tabMessage })).optional() });
const columnParams = z.object({ columnId: numericId });

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
    app.get(`/rc-pub/front/${format}`, async (request, reply) => {
      const { lang, periodId } = parseInput(issueQuery, request.query, 'query parameter');
      return send(request, reply, format, lang, { kind: 'issue', periodId }, (scope) => issueListing(scope, periodId));
    });

    app.get(`/rc-pub/front/${format}/onlineFirst`, async (request, reply) => {
      const { lang } = parseInput(languageQuery, request.query, 'query parameter');
      return send(request, reply, format, lang, { kind: 'onlineFirst' }, onlineFirstListing);
    });

    app.get(`/rc-pub/front/${format}/column/:columnId`, async (request, reply) => {
      const { columnId } = parseInput(columnParams, request.params, 'path parameter');
      const { lang } = parseInput(languageQuery, request.query, 'query parameter');
      return send(request, reply, format, lang, { kind: 'column', columnId }, (scope) => columnListing(scope, columnId));
    });

    app.get(`/rc-pub/front/${format}/news`, async (request, reply) => {
      const { lang, tab } = parseInput(newsQuery, request.query, 'query parameter');
      return send(request, reply, format, lang, { kind: 'news', tab }, (scope) => newsListing(scope, tab));
    });
  }
}
