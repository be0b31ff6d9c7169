import { attributeOf, parseServerHtml } from './server-html.ts';

export type JsonLdItem = Record<string, unknown>;

/**
 * The JSON-LD items of a server-rendered page, as a crawler reads them: the text of each
 * `<script type="application/ld+json">` (read by the HTML standard's parser), given to JSON.parse.
 */
export function jsonLdItemsOf(html: string): JsonLdItem[] {
  return parseServerHtml(html)
    .filter((element) => element.tagName === 'script' && attributeOf(element, 'type') === 'application/ld+json')
    .map((element) => JSON.parse(element.childNodes.map((node) => ('value' in node ? node.value : '')).join('')) as JsonLdItem);
}

/** Every address an item links to (`url`, `logo`, `sameAs` at any depth), for checking that each answers. */
export function linksOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (['url', 'logo', 'sameAs'].includes(key) && typeof inner === 'string' ? [inner] : linksOf(inner)));
}
