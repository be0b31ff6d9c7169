import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * The JATS fixtures, and what their XML holds counted with plain regular expressions over start tags (as
 * MANIFEST.md counts them), independently of the ingest.
 */

export const fixtureDir = fileURLToPath(new URL('../../../tests/fixtures/jats/', import.meta.url));
export const fixtureNames = readdirSync(fixtureDir)
  .filter((name) => name.endsWith('.xml'))
  .sort();
export const fixtureXml = (name: string) => readFileSync(fixtureDir + name, 'utf8');

/** The XML without comments and CDATA sections, where a tag-like string is not a tag. */
const markupOnly = (xml: string) => xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');

export function countStartTags(xml: string, ...names: string[]): number {
  const pattern = new RegExp(`<(${names.join('|')})[\\s>/]`, 'g');
  return markupOnly(xml).match(pattern)?.length ?? 0;
}

/** The `id` attribute values of the start tags with these names. */
export function idsOf(xml: string, ...names: string[]): string[] {
  const pattern = new RegExp(`<(?:${names.join('|')})\\s[^>]*?\\bid="([^"]*)"`, 'g');
  return [...markupOnly(xml).matchAll(pattern)].map((match) => match[1]!);
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const textOf = (markup: string) => decodeEntities(markup.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();

/** The part of the file between `<article-meta>` and its end tag. */
const articleMeta = (xml: string) => xml.slice(xml.indexOf('<article-meta'), xml.indexOf('</article-meta>'));

export function titleOf(xml: string): string {
  const meta = articleMeta(xml);
  return textOf(/<article-title[^>]*>([\s\S]*?)<\/article-title>/.exec(meta)?.[1] ?? '');
}

export function doiOf(xml: string): string {
  return textOf(/<article-id[^>]*pub-id-type="doi"[^>]*>([\s\S]*?)<\/article-id>/.exec(articleMeta(xml))?.[1] ?? '');
}

/** Surnames (or group names) of the contributors typed as authors, or untyped, in the article's front matter. */
export function authorSurnamesOf(xml: string): string[] {
  const contribs = [...articleMeta(xml).matchAll(/<contrib(\s[^>]*)?>([\s\S]*?)<\/contrib>/g)];
  return contribs
    .filter((match) => !/contrib-type="/.test(match[1] ?? '') || /contrib-type="author"/.test(match[1] ?? ''))
    .map((match) => textOf(/<surname>([\s\S]*?)<\/surname>/.exec(match[2]!)?.[1] ?? /<collab[^>]*>([\s\S]*?)<\/collab>/.exec(match[2]!)?.[1] ?? ''));
}
