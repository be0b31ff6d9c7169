import type { HighlightedText } from '../../schemas/search/search-results.ts';
import { normalizeText } from './analyzer.ts';

/*
 * Marks where a query's terms occur in a text shown to the reader. The text is compared in folded form — NFKC (full-
 * width → half-width), lower case, without diacritics, as the index compares it — and the marks are placed on the
 * original characters. A term written in letters matches at the start of a word (and, in prefix mode, takes the
 * rest of that word); a term in Chinese or Japanese characters matches anywhere, since those are not split by spaces.
 */

export type HighlightOptions = { prefix: boolean };
type Range = { start: number; end: number };

/** At most this many terms are looked for: a query of thousands of words marks its first ones. */
const maxTerms = 50;

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const wordChar = /[\p{L}\p{N}]/u;
const isWordChar = (char: string | undefined) => char !== undefined && wordChar.test(char) && !cjk.test(char);

/** Text as the analyser compares it (NFKC, lower case, no diacritics, no invisible characters). */
const fold = normalizeText;

/** Folded characters: a page of hits folds the same few thousand characters over and over. */
const foldedCharacters = new Map<string, string>();
const maxFoldedCharacters = 65_536;
function foldCharacter(char: string): string {
  let folded = foldedCharacters.get(char);
  if (folded === undefined) {
    folded = fold(char);
    if (foldedCharacters.size < maxFoldedCharacters) foldedCharacters.set(char, folded);
  }
  return folded;
}

/** Printable ASCII and whitespace: folding is lower casing, one unit for one unit. */
const plainAscii = /^[\t\n\v\f\r\x20-\x7e]*$/;

/**
 * The folded text, and for each of its UTF-16 units the original range it came from (null: the same unit, for text
 * whose folding keeps every unit in place).
 */
function foldWithOrigins(text: string): { folded: string; origins: Range[] | null } {
  if (plainAscii.test(text)) return { folded: text.toLowerCase(), origins: null };
  const parts: string[] = [];
  const origins: Range[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldCharacter(char);
    const origin = { start: index, end: index + char.length };
    for (let unit = 0; unit < part.length; unit += 1) origins.push(origin);
    parts.push(part);
    index += char.length;
  }
  return { folded: parts.join(''), origins };
}

/** Where the terms occur in the text: sorted, merged ranges of original character offsets. */
export function matchRanges(text: string, terms: readonly string[], { prefix }: HighlightOptions): Range[] {
  const wanted = [...new Set(terms.slice(0, maxTerms).map(fold).map((term) => term.trim()))].filter(Boolean);
  if (wanted.length === 0 || text === '') return [];
  const { folded, origins } = foldWithOrigins(text);
  const found: Range[] = [];
  for (const term of wanted) {
    const lettered = isWordChar(term[0]);
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      if (lettered && isWordChar(folded[at - 1])) continue;
      let end = at + term.length;
      if (isWordChar(term.at(-1))) {
        if (prefix) while (isWordChar(folded[end])) end += 1;
        else if (isWordChar(folded[end])) continue;
      }
      found.push(origins ? { start: origins[at]!.start, end: origins[end - 1]!.end } : { start: at, end });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The part [from, to) of a text as runs, marked where ranges cover it. */
function runs(text: string, ranges: readonly Range[], from = 0, to = text.length): HighlightedText {
  const result: HighlightedText = [];
  let at = from;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    if (start > at) result.push({ text: text.slice(at, start), hit: false });
    result.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < to) result.push({ text: text.slice(at, to), hit: false });
  return result;
}

/** The whole text, its matches marked. */
export function highlight(text: string, terms: readonly string[], options: HighlightOptions): HighlightedText {
  return runs(text, matchRanges(text, terms, options));
}

/** How much of a text a snippet shows, and how much of it comes before the first match. */
const snippetLength = 200;
const leadIn = 60;
/** How far a cut may move to fall between words. */
const wordSlack = 20;

/** Moves a cut in text written with spaces back to the nearest space, if one is near. */
function cutAtSpace(text: string, at: number, direction: -1 | 1): number {
  for (let step = 0; step <= wordSlack; step += 1) {
    const index = at + step * direction;
    if (index <= 0 || index >= text.length) return at;
    if (/\s/.test(text[index]!)) return direction === 1 ? index + 1 : index;
  }
  return at;
}

/**
 * About 200 characters of a text around its first match (its beginning when nothing matches), matches marked, with
 * '…' where it was cut. Empty text gives no runs.
 */
export function snippet(text: string, terms: readonly string[], options: HighlightOptions): HighlightedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return [];
  const ranges = matchRanges(flat, terms, options);
  if (flat.length <= snippetLength) return runs(flat, ranges);
  let from = Math.max(0, (ranges[0]?.start ?? 0) - leadIn);
  let to = Math.min(flat.length, from + snippetLength);
  if (to === flat.length) from = Math.max(0, to - snippetLength);
  if (from > 0) from = cutAtSpace(flat, from, 1);
  if (to < flat.length) to = cutAtSpace(flat, to, -1);
  // A cut never splits a match, nor a character written as two UTF-16 units.
  if (/[\uDC00-\uDFFF]/.test(flat[from] ?? '')) from -= 1;
  if (/[\uDC00-\uDFFF]/.test(flat[to] ?? '')) to += 1;
  for (const range of ranges) {
    if (range.start < from && range.end > from) from = range.start;
    if (range.start < to && range.end > to) to = range.end;
  }
  const body = runs(flat, ranges, from, to);
  return [...(from > 0 ? [{ text: '…', hit: false }] : []), ...body, ...(to < flat.length ? [{ text: '…', hit: false }] : [])];
}
