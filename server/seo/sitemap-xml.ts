/** One page in a sitemap (sitemaps.org 0.9): its absolute address and, when known, when it last changed. */
export type SitemapEntry = { loc: string; lastmod?: string | undefined };

/** The sitemaps.org limit of addresses per file; larger sites get an index of several files. */
export const sitemapFileLimit = 50_000;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

const lastmodOf = (value: string | undefined) => {
  // SQLite's "YYYY-MM-DD HH:MM:SS" and plain dates both become W3C dates; anything else is left out.
  const match = value?.match(/^(\d{4}-\d{2}-\d{2})/);
  return match ? `<lastmod>${match[1]}</lastmod>` : '';
};

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${lastmodOf(entry.lastmod)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(locations: string[]): string {
  const sitemaps = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}
