import { z } from 'zod';
import { newsTabIds } from '../content/news.ts';
import { languageSegments } from '../language-codes.ts';
import { numericId } from '../primitives.ts';
import { currentIssue, feedMediaTypes, type FeedFormat } from '../routes/feed-href.ts';
import { content, endpoint } from './endpoint.ts';

const tag = 'syndication';

const languageQuery = z.object({ lang: z.enum(languageSegments, { error: `must be one of ${languageSegments.join(', ')}` }).optional() });
const issueQuery = languageQuery.extend({
  periodId: z.union([z.literal(currentIssue), numericId], { error: `must be ${currentIssue} or an issue id` }).default(currentIssue),
});
const tabMessage = `must be one of ${newsTabIds.join(', ')}`;
const newsQuery = languageQuery.extend({ tab: z.coerce.number({ error: tabMessage }).pipe(z.literal([...newsTabIds], { error: tabMessage })).optional() });

const formatNames = { rss: 'RSS 2.0', atom: 'Atom' } as const satisfies Record<FeedFormat, string>;

/** The four feeds of a site in one format (addresses: schemas/routes/feed-href.ts). */
function feedEndpoints<F extends FeedFormat>(format: F) {
  const reply = content(feedMediaTypes[format]);
  const name = formatNames[format];
  return {
    issue: endpoint({ method: 'GET', path: `/rc-pub/front/${format}`, tag, summary: `${name} feed of an issue's articles (default: the current issue).`, query: issueQuery, reply }),
    onlineFirst: endpoint({ method: 'GET', path: `/rc-pub/front/${format}/onlineFirst`, tag, summary: `${name} feed of Online First articles.`, query: languageQuery, reply }),
    column: endpoint({
      method: 'GET',
      path: `/rc-pub/front/${format}/column/:columnId`,
      tag,
      summary: `${name} feed of a column's articles.`,
      params: z.object({ columnId: numericId }),
      query: languageQuery,
      reply,
    }),
    news: endpoint({ method: 'GET', path: `/rc-pub/front/${format}/news`, tag, summary: `${name} feed of the site's news, of one tab or all.`, query: newsQuery, reply }),
  } as const;
}

export const feeds = { rss: feedEndpoints('rss'), atom: feedEndpoints('atom') } as const;

/** Feeds, sitemaps, robots.txt and OAI-PMH: what aggregators, crawlers and harvesters read (not envelopes). */
export const syndicationEndpoints = {
  rssIssue: feeds.rss.issue,
  rssOnlineFirst: feeds.rss.onlineFirst,
  rssColumn: feeds.rss.column,
  rssNews: feeds.rss.news,
  atomIssue: feeds.atom.issue,
  atomOnlineFirst: feeds.atom.onlineFirst,
  atomColumn: feeds.atom.column,
  atomNews: feeds.atom.news,
  robots: endpoint({ method: 'GET', path: '/robots.txt', tag, summary: 'What crawlers may read, and where the sitemaps are.', reply: content('text/plain') }),
  sitemap: endpoint({ method: 'GET', path: '/sitemap.xml', tag, summary: "The sitemap of the host's site, or the index of every site's sitemap.", reply: content('application/xml') }),
  siteSitemap: endpoint({
    method: 'GET',
    path: '/:sld/sitemap.xml',
    tag,
    summary: "One site's sitemap (or sitemap index) on a shared host.",
    params: z.object({ sld: z.string() }),
    reply: content('application/xml'),
  }),
  oaiGet: endpoint({ method: 'GET', path: '/rc-pub/oai', tag, summary: 'OAI-PMH 2.0 repository (verb and arguments in the query).', reply: content('text/xml') }),
  oaiPost: endpoint({ method: 'POST', path: '/rc-pub/oai', tag, summary: 'OAI-PMH 2.0 repository (verb and arguments in a form body).', reply: content('text/xml') }),
} as const;
