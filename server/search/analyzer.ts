/**
 * The one text analyser of search: what the index stores and what a query looks for both come from here.
 *
 * A text is normalised (NFKC, lower case, Latin/Greek/Cyrillic diacritics stripped, invisible characters removed) and
 * cut into pieces: words of any script that separates its words (Unicode word rules, so `co2`, `3d`, `10.7554` stay
 * whole), and runs of CJK letters (Han, Kana, Hangul), which do not separate their words.
 */

import { textPiecesOf, type TextPiece } from './text-pieces.ts';

export type { TextPiece };

const wordSegmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const letterOrDigit = /[\p{L}\p{N}]/u;
const asciiOnly = /^\p{ASCII}*$/u;
const combiningDiacritics = /[\u0300-\u036f\u1dc0-\u1dff\ufe20-\ufe2f]/gu;
/**
 * Every character whose canonical decomposition holds a diacritic `normalizeText` strips lies in these blocks (Latin,
 * Greek, Cyrillic, the marks themselves, a few arrows and operators; checked over all of Unicode in the analyser's
 * test): a text with none of them skips the decompose-strip-recompose passes.
 */
const mayCarryDiacritics = /[\u0300-\u036f\ufe20-\ufe2f\u1dc0-\u1fff\u00c0-\u02ff\u0370-\u04ff\u2190-\u22ff\u{105c0}-\u{105ff}]/u;
/** Format characters (soft hyphen, zero-width space, bidi marks), lone surrogates, controls other than whitespace. */
export const invisibleCharacter = /[\p{Cf}\p{Cs}]|(?![\t\n\v\f\r])\p{Cc}/u;
const invisible = new RegExp(invisibleCharacter.source, 'gu');

/**
 * NFKC, lower case, diacritics of Latin, Greek and Cyrillic letters stripped, invisible characters removed. ASCII
 * text takes only the lower casing, and text without letters that carry diacritics only NFKC.
 */
export function normalizeText(text: string): string {
  let folded = asciiOnly.test(text) ? text.toLowerCase() : text.normalize('NFKC').toLowerCase();
  if (mayCarryDiacritics.test(folded)) folded = folded.normalize('NFD').replace(combiningDiacritics, '').normalize('NFC');
  return invisibleCharacter.test(folded) ? folded.replace(invisible, '') : folded;
}

/** The ICU dictionary's words of a CJK run (the query side only: the index never relies on its cuts). */
function segmentWords(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) {
    if (isWordLike && letterOrDigit.test(segment)) words.push(segment);
  }
  return words;
}

/** The pieces of a text in order: words, and runs of CJK letters. */
export function textPieces(text: string): TextPiece[] {
  return textPiecesOf(normalizeText(text));
}

/** The terms of a text: its words, CJK runs split into words by the ICU dictionary. No stemming. */
export function analyze(text: string): string[] {
  return textPieces(text).flatMap((piece) => (piece.kind === 'word' ? [piece.text] : segmentWords(piece.text)));
}

/**
 * The words a reader means by a CJK run typed without spaces (`超构表面全息显示` → 超构 表面 全息 显示): the ICU
 * dictionary's words, with runs of single characters it could not place joined again (names like 陈思远, new terms
 * like 超构), and single characters left alone between words dropped (mostly particles: 的, 与, 在). A run that is
 * one word, or one character, is itself.
 */
export function cjkQueryWords(run: string): string[] {
  const words: string[] = [];
  let singles = '';
  const endSingles = () => {
    if (Array.from(singles).length > 1) words.push(singles);
    singles = '';
  };
  for (const word of segmentWords(run)) {
    if (Array.from(word).length > 1) {
      endSingles();
      words.push(word);
    } else singles += word;
  }
  endSingles();
  return words.length > 0 ? words : [run];
}

/** The overlapping character bigrams of a CJK run (`超构表面` → 超构 构表 表面); a one-character run is itself. */
export function cjkGrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((char, index) => `${chars[index]}${char}`);
}

/**
 * The text as stored in an FTS5 column (tokenizer `unicode61 remove_diacritics 2`), one token per space-separated
 * piece, in document order so phrases stay adjacent: a word is itself; a CJK run is its bigrams followed by its last
 * character (`超构表面` → 超构 构表 表面 面; `光` → 光). The ICU dictionary's word cuts differ with context, so the index
 * cannot rely on them; with bigrams any substring of a run of two or more characters is found as the phrase of its
 * bigrams, and a single character as the prefix query `光*` (a bigram it starts, or the last character of a run).
 * `toFtsMatch` emits exactly these shapes.
 */
export function indexText(text: string): string {
  const tokens: string[] = [];
  for (const piece of textPieces(text)) {
    if (piece.kind === 'word') {
      tokens.push(piece.text);
      continue;
    }
    const chars = Array.from(piece.text);
    if (chars.length === 1) {
      tokens.push(piece.text);
      continue;
    }
    for (let index = 1; index < chars.length; index += 1) tokens.push(`${chars[index - 1]}${chars[index]}`);
    tokens.push(chars.at(-1)!);
  }
  return tokens.join(' ');
}
