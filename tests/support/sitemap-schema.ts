import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** sitemaps.org's own XML Schema of a urlset (0.9), as the `sitemap` package ships it. */
const sitemapXsd = readFileSync(join(dirname(createRequire(import.meta.url).resolve('sitemap/package.json')), 'schema', 'sitemap.xsd'), 'utf8');

/** What libxml2 (xmllint, compiled to WebAssembly) finds wrong with a urlset against that schema: nothing when valid. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'sitemap.xsd', contents: sitemapXsd }] });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
