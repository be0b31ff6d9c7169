import { SaxesParser } from 'saxes';

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One `<url>` of a urlset, or one `<sitemap>` of an index: its address and, when given, when it last changed. */
export type SitemapDocumentEntry = { loc: string; lastmod?: string };
export type SitemapDocument = { root: 'urlset' | 'sitemapindex'; entries: SitemapDocumentEntry[] };

/**
 * A sitemap read by a conforming XML parser (saxes, with namespaces), as a crawler reads it: it throws on XML that
 * is not well-formed, on a root or an element outside the sitemaps.org namespace, and on an entry without exactly one
 * `<loc>`.
 */
export function parseSitemapDocument(xml: string): SitemapDocument {
  const parser = new SaxesParser({ xmlns: true });
  let root: SitemapDocument['root'] | undefined;
  const entries: SitemapDocumentEntry[] = [];
  let entry: { loc: string[]; lastmod: string[] } | undefined;
  let field: 'loc' | 'lastmod' | undefined;
  let text = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (tag.uri !== sitemapNamespace) throw new Error(`<${tag.name}> is not in the sitemaps.org namespace`);
    if (root === undefined) {
      if (tag.local !== 'urlset' && tag.local !== 'sitemapindex') throw new Error(`the root is <${tag.local}>`);
      root = tag.local;
      return;
    }
    const entryTag = root === 'urlset' ? 'url' : 'sitemap';
    if (tag.local === entryTag) entry = { loc: [], lastmod: [] };
    else if (entry && (tag.local === 'loc' || tag.local === 'lastmod')) {
      field = tag.local;
      text = '';
    } else throw new Error(`unexpected <${tag.local}>`);
  });
  parser.on('text', (chunk) => {
    if (field) text += chunk;
  });
  parser.on('closetag', (tag) => {
    if (field && tag.local === field) {
      entry![field].push(text.trim());
      field = undefined;
    } else if (entry && (tag.local === 'url' || tag.local === 'sitemap')) {
      if (entry.loc.length !== 1 || entry.lastmod.length > 1) throw new Error(`an entry has ${entry.loc.length} <loc> and ${entry.lastmod.length} <lastmod>`);
      entries.push({ loc: entry.loc[0]!, ...(entry.lastmod[0] !== undefined ? { lastmod: entry.lastmod[0] } : {}) });
      entry = undefined;
    }
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return { root, entries };
}
