import { readFileSync } from 'node:fs';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-enw';
import '@citation-js/plugin-ris';
import type { CitationFileType } from '../../schemas/content/article-citation.ts';
import { cjk, type CslItem } from './article-csl.ts';

const styleFile = (name: string) => readFileSync(new URL(`./styles/${name}`, import.meta.url), 'utf8');

const csl = plugins.config.get('@csl');
csl.templates.add('gbt7714', styleFile('gb-t-7714-2015-numeric.csl'));
if (!csl.locales.has('zh-CN')) csl.locales.add('zh-CN', styleFile('locales-zh-CN.xml'));
const bibtexOptions = plugins.config.get('@bibtex').format;

/**
 * BibTeX: TeX escapes (`\&`, `{\'a}`) where the reference is all Latin script, so classic BibTeX reads it; UTF-8 as it
 * is where it holds Chinese, which citation-js's escaping would drop (and which needs biber or XeLaTeX anyway).
 */
function bibtex(cite: Cite, item: CslItem): string {
  bibtexOptions.asciiOnly = !cjk.test(JSON.stringify(item));
  return cite.format('bibtex');
}

/**
 * RIS from citation-js's mapping, one tag per line: its text output breaks values every 70 characters, and
 * reference managers join such lines with a space, splitting words of long titles.
 */
function ris(cite: Cite): string {
  const entries = cite.format('ris', { format: 'object' }) as unknown as Record<string, string | string[]>[];
  return entries
    .map(({ TY, ...tags }) => {
      const lines = Object.entries(tags).flatMap(([tag, values]) => [values].flat().map((value) => `${tag}  - ${String(value).replace(/\s*\n\s*/g, ' ')}`));
      return [`TY  - ${TY}`, ...lines, 'ER  - '].join('\n');
    })
    .join('\n');
}

/** GB/T 7714 writes "等" after Chinese author lists and "et al" after others: the item's language picks the locale. */
const gbtLocale = (item: CslItem) => (item.language === 'zh' ? 'zh-CN' : 'en-US');

/**
 * An article's reference in one format, by citation-js: RIS, BibTeX and EndNote for reference managers, APA and
 * Vancouver (the international styles, in English) and GB/T 7714-2015 as plain text.
 */
export function formatCitation(item: CslItem, type: CitationFileType): string {
  const cite = new Cite([item]);
  switch (type) {
    case 'ris':
      return `${ris(cite)}\n`;
    case 'bibtex':
      return bibtex(cite, item);
    case 'enw':
      return cite.format('enw');
    case 'apa':
      return cite.format('bibliography', { template: 'apa', lang: 'en-US', format: 'text' }).trim();
    case 'vancouver':
      // A numbered style: one reference on its own has no number to keep.
      return cite.format('bibliography', { template: 'vancouver', lang: 'en-US', format: 'text' }).trim().replace(/^1\.\s+/, '');
    case 'gbt7714':
      return cite.format('bibliography', { template: 'gbt7714', lang: gbtLocale(item), format: 'text' }).trim();
  }
}
