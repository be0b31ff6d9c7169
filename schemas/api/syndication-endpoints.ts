import { content, endpoint } from './endpoint.ts';

const tag = 'syndication';
const rss = 'application/rss+xml';
const atom = 'application/atom+xml';

/** Feeds, sitemaps, robots.txt and OAI-PMH: what aggregators, crawlers and harvesters read (not envelopes). */
export const syndicationEndpoints = {
  rssLatest: endpoint({ method: 'GET', path: '/rc-pub/front/rss', tag, summary: "RSS 2.0 feed of the site's newest articles.", reply: content(rss) }),
  rssOnlineFirst: endpoint({ method: 'GET', path: '/rc-pub/front/rss/onlineFirst', tag, summary: 'RSS 2.0 feed of Online First articles.', reply: content(rss) }),
  rssColumn: endpoint({ method: 'GET', path: '/rc-pub/front/rss/column/:columnId', tag, summary: "RSS 2.0 feed of a column's articles.", reply: content(rss) }),
  rssNews: endpoint({ method: 'GET', path: '/rc-pub/front/rss/news', tag, summary: "RSS 2.0 feed of the site's news.", reply: content(rss) }),
  atomLatest: endpoint({ method: 'GET', path: '/rc-pub/front/atom', tag, summary: "Atom feed of the site's newest articles.", reply: content(atom) }),
  atomOnlineFirst: endpoint({ method: 'GET', path: '/rc-pub/front/atom/onlineFirst', tag, summary: 'Atom feed of Online First articles.', reply: content(atom) }),
  atomColumn: endpoint({ method: 'GET', path: '/rc-pub/front/atom/column/:columnId', tag, summary: "Atom feed of a column's articles.", reply: content(atom) }),
  atomNews: endpoint({ method: 'GET', path: '/rc-pub/front/atom/news', tag, summary: "Atom feed of the site's news.", reply: content(atom) }),
  robots: endpoint({ method: 'GET', path: '/robots.txt', tag, summary: 'What crawlers may read, and where the sitemaps are.', reply: content('text/plain') }),
  sitemap: endpoint({ method: 'GET', path: '/sitemap.xml', tag, summary: "The sitemap of the host's site, or the index of every site's sitemap.", reply: content('application/xml') }),
  siteSitemap: endpoint({ method: 'GET', path: '/:sld/sitemap.xml', tag, summary: "One site's sitemap on a shared host.", reply: content('application/xml') }),
  oaiGet: endpoint({ method: 'GET', path: '/rc-pub/oai', tag, summary: 'OAI-PMH 2.0 repository (verb and arguments in the query).', reply: content('text/xml') }),
  oaiPost: endpoint({ method: 'POST', path: '/rc-pub/oai', tag, summary: 'OAI-PMH 2.0 repository (verb and arguments in a form body).', reply: content('text/xml') }),
} as const;
