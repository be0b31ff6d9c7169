import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLdItemsOf, linksOf, type JsonLdItem } from '../support/json-ld.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, readSeed, type Json } from './helpers.ts';

/**
 * Issue 18, "the scholarly web": schema.org JSON-LD on the home, journal and table-of-contents pages of both sample
 * sites, read from the server's HTML as a crawler reads it (JSON.parse of each `application/ld+json` script), with the
 * expected values taken from the sample configuration and seed content. Every address in it must answer.
 */
const publicOrigin = 'https://journals.example.org';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', PUBLIC_ORIGIN: publicOrigin });
});
afterAll(async () => {
  await server?.close();
});

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  expect(response.status, path).toBe(200);
  return html;
};
const itemsOf = async (path: string) => jsonLdItemsOf(await page(path));
const only = (items: JsonLdItem[], type: string) => {
  expect(items.map((item) => item['@type'])).toEqual([type]);
  return items[0]!;
};

/** Every address the checked pages' JSON-LD named, checked once at the end. */
const linked = new Set<string>();
const collect = (item: JsonLdItem) => {
  for (const link of linksOf(item)) linked.add(link);
};

describe.each(['optics', 'ecology'])('%s', (sld) => {
  const site = readConfig(sld, 'site.json') as { siteId: number; name: string; enName: string; defaultLanguage: string };
  const publication = readConfig(sld, 'publication.json') as { publicationId: number; publisher: { name: string; enName?: string; url?: string; logo?: string } };
  const seed = readSeed(sld);
  const journal = seed.journals.find((entry) => entry.id === publication.publicationId) as Json & { issn: string; eissn: string };
  const latest = [...seed.periods].sort((a, b) => b.year - a.year || Number(b.issue) - Number(a.issue))[0]!;

  /** The Periodical every page of the site describes, in a page language. */
  const periodical = (lang: 'zh' | 'en') => {
    const [name, other] = lang === 'zh' ? [site.name, site.enName] : [site.enName, site.name];
    const { publisher } = publication;
    return {
      '@type': 'Periodical',
      name,
      alternateName: other,
      issn: [journal.issn, journal.eissn],
      url: `${server.url}/${sld}/${lang}/home/`,
      inLanguage: site.defaultLanguage,
      publisher: {
        '@type': 'Organization',
        name: lang === 'zh' ? publisher.name : publisher.enName || publisher.name,
        ...(publisher.url ? { url: publisher.url } : {}),
        ...(publisher.logo ? { logo: `${server.url}${publisher.logo}` } : {}),
      },
    };
  };

  it.each(['zh', 'en'] as const)('the home page (%s) describes the journal as a Periodical with its publisher', async (lang) => {
    const item = only(await itemsOf(`/${sld}/${lang}/home/`), 'Periodical');
    expect(item).toEqual({ '@context': 'https://schema.org', ...periodical(lang) });
    collect(item);
  });

  it('the journal pages (about, all issues) describe the same Periodical; all issues lists each issue', async () => {
    const about = only(await itemsOf(`/${sld}/en/about/`), 'Periodical');
    expect(about).toEqual({ '@context': 'https://schema.org', ...periodical('en') });
    const issues = only(await itemsOf(`/${sld}/en/issues/`), 'Periodical');
    const { hasPart, ...rest } = issues as JsonLdItem & { hasPart: JsonLdItem[] };
    expect(rest).toEqual({ '@context': 'https://schema.org', ...periodical('en') });
    for (const period of seed.periods) {
      expect(hasPart).toContainEqual({ '@type': 'PublicationIssue', issueNumber: period.issue, datePublished: period.publishDate, url: `${server.url}/${sld}/en/issue/${period.year}/${period.issue}/` });
    }
    collect(about);
    collect(issues);
  });

  it('a table of contents is a PublicationIssue of its volume of the Periodical, with the articles the page lists', async () => {
    const path = `/${sld}/en/issue/${latest.year}/${latest.issue}/`;
    const html = await page(path);
    const item = only(jsonLdItemsOf(html), 'PublicationIssue') as JsonLdItem & { hasPart: JsonLdItem[] };
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      issueNumber: latest.issue,
      datePublished: latest.publishDate,
      url: `${server.url}${path}`,
      isPartOf: { '@type': 'PublicationVolume', volumeNumber: latest.periods, isPartOf: periodical('en') },
    });
    // The articles of the issue, as the API gives the page its table of contents.
    const { body } = await server.get(`/rc-pub/front/front-period/toc?year=${latest.year}&issue=${latest.issue}&siteId=${site.siteId}`);
    const articles = (body.data as { columns: { articles: { id: number; title: string; enTitle: string; doi: string }[] }[] }).columns.flatMap((column) => column.articles);
    expect(articles.length).toBeGreaterThan(0);
    expect(item.hasPart.map((part) => part.url)).toEqual(articles.map((article) => `${server.url}/${sld}/en/article/${article.id}/`));
    for (const [index, article] of articles.entries()) {
      expect(item.hasPart[index]).toMatchObject({ '@type': 'ScholarlyArticle', name: article.enTitle || article.title });
      if (article.doi) expect(item.hasPart[index]!.sameAs).toBe(`https://doi.org/${article.doi}`);
      // …and the page links each of them.
      expect(html).toContain(`href="/${sld}/en/article/${article.id}/"`);
    }
    collect(item);
  });

  it('an article page keeps its one ScholarlyArticle', async () => {
    const { body } = await server.get(`/rc-pub/front/front-period/toc?year=${latest.year}&issue=${latest.issue}&siteId=${site.siteId}`);
    const first = (body.data as { columns: { articles: { id: number }[] }[] }).columns[0]!.articles[0]!;
    const { body: detail } = await server.get(`/rc-pub/front/front-article/getHtml?id=${first.id}&siteId=${site.siteId}`);
    const language = (detail.data as { article: { language: string } }).article.language === 'zh' ? 'zh' : 'en';
    const item = only(await itemsOf(`/${sld}/${language}/article/${first.id}/`), 'ScholarlyArticle');
    expect(item).toMatchObject({ '@context': 'https://schema.org', url: `${server.url}/${sld}/${language}/article/${first.id}/`, isPartOf: { '@type': 'Periodical' } });
  });
});

/** The publishers' own addresses, which configuration gives (not this server's pages). */
const publisherUrls = ['optics', 'ecology'].flatMap((sld) => (readConfig(sld, 'publication.json').publisher as { url?: string }).url ?? []);

describe('the addresses in the JSON-LD', () => {
  it('answer 200 where they are the site’s, and are the configured publisher’s or a DOI’s elsewhere', async () => {
    expect(linked.size).toBeGreaterThan(10);
    for (const link of linked) {
      if (link.startsWith(`${server.url}/`)) {
        const response = await fetch(link);
        await response.text();
        expect(response.status, link).toBe(200);
      } else {
        expect(publisherUrls.includes(link) || link.startsWith('https://doi.org/10.'), link).toBe(true);
      }
    }
  });
});

describe('a host no site names', () => {
  it('writes no address into the JSON-LD: they say PUBLIC_ORIGIN', async () => {
    for (const path of ['/ecology/en/home/', '/optics/en/issues/']) {
      const html = (await server.app.inject({ url: path, headers: { host: 'evil.example' } })).body;
      expect(html).not.toContain('evil.example');
      const links = jsonLdItemsOf(html).flatMap(linksOf);
      expect(links.some((link) => link.startsWith(`${publicOrigin}/`))).toBe(true);
      for (const link of links) expect(link.startsWith(`${publicOrigin}/`) || publisherUrls.includes(link), link).toBe(true);
    }
  });
});
