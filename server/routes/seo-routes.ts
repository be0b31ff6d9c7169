import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SiteConfig } from '../../schemas/site-config/files.ts';
import type { AppContext } from '../app-context.ts';
import { syndicationEndpoints as endpoints } from '../../schemas/api/syndication-endpoints.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { route } from '../http/typed-route.ts';
import { articleCount, articleEntries, collectionEntries, homeEntries, journalEntries, newsEntries, type SiteBase } from '../seo/site-pages.ts';
import { sitemapFileCount, sitemapFilePart } from '../seo/sitemap-files.ts';
import { sitemapIndexXml, urlsetXml } from '../seo/sitemap-xml.ts';

const sitemapQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/** What crawlers may fetch: pages and article files, not the API or the personal pages. */
const robotsRules = [
  'User-agent: *',
  'Allow: /rc-pub/files/',
  'Allow: /rc-pub/front/front-article/download',
  // Feeds and OAI-PMH are for machines: aggregators and harvesters may read them.
  'Allow: /rc-pub/front/rss',
  'Allow: /rc-pub/front/atom',
  'Allow: /rc-pub/oai',
  'Disallow: /rc-pub/',
  'Disallow: /personal',
  'Disallow: /login',
];

const listedInSitemaps = (config: SiteConfig) => config.site.status === 'active' && !config.site.groupSite;

/**
 * `robots.txt` and each site's `sitemap.xml` (issue "Indexing"): `/{sld}/sitemap.xml` on a shared host, `/sitemap.xml`
 * on a site's own domain (the Host a site's configuration names; any other Host has no such sitemap). It lists the
 * home pages, the journal's pages and issues, news, collections and articles; a site with more than one sitemap
 * holds (50,000 addresses) answers a sitemap index of `?page=n` files.
 */
export function registerSeoRoutes(app: FastifyInstance, { store, db, publicOrigin: configuredOrigin }: AppContext): void {
  const originOf = (request: FastifyRequest) => publicOrigin(request, store, configuredOrigin);
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply, config: SiteConfig | undefined, base: SiteBase, self: string) => {
    if (!config || !listedInSitemaps(config)) return notFound(reply);
    const parsed = sitemapQuery.safeParse(request.query);
    if (!parsed.success) return notFound(reply);
    // Pages other than articles are few (hundreds of issues, news, collections): read whole, then articles by the file.
    const [journal, news, collections] = await Promise.all([journalEntries(db, config, base), newsEntries(db, config, base), collectionEntries(db, config, base)]);
    const pages = [...homeEntries(config, base), ...journal, ...news, ...collections];
    const total = pages.length + (await articleCount(db, config));
    const files = sitemapFileCount(total);
    const { page } = parsed.data;
    void reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    if (page === undefined && files > 1) {
      return reply.send(sitemapIndexXml(Array.from({ length: files }, (_, index) => `${self}?page=${index + 1}`)));
    }
    const index = (page ?? 1) - 1;
    if (index >= files) return notFound(reply);
    const part = sitemapFilePart(index, pages.length);
    const articles = await articleEntries(db, config, base, part.articles.offset, part.articles.limit);
    return reply.send(urlsetXml([...pages.slice(part.pages.start, part.pages.end), ...articles]));
  };

  route(app, endpoints.robots, async (request, _input, reply) => {
    const origin = originOf(request);
    const ownSite = request.headers.host ? store.byDomain(request.headers.host) : undefined;
    const sitemaps = ownSite
      ? [`${origin}/sitemap.xml`]
      : [...store.snapshot.sites.values()].filter(listedInSitemaps).map((config) => `${origin}/${config.site.sld}/sitemap.xml`);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send([...robotsRules, '', ...sitemaps.map((url) => `Sitemap: ${url}`), ''].join('\n'));
  });

  route(app, endpoints.sitemap, async (request, _input, reply) => {
    const origin = originOf(request);
    const config = request.headers.host ? store.byDomain(request.headers.host) : undefined;
    return sendSitemap(request, reply, config, { origin, sld: undefined }, `${origin}/sitemap.xml`);
  });

  route(app, endpoints.siteSitemap, async (request, { params }, reply) => {
    const origin = originOf(request);
    const config = store.bySld(params.sld);
    return sendSitemap(request, reply, config, { origin, sld: config?.site.sld }, `${origin}/${config?.site.sld ?? ''}/sitemap.xml`);
  });
}
