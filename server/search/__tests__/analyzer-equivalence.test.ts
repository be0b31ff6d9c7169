import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexText, normalizeText, textPieces } from '../analyzer.ts';
import { referenceIndexText, referenceNormalizeText, referenceTextPieces } from './segmenter-analyzer.ts';

/**
 * The fast analyser (one NFKC pass, ASCII fast paths, a regular expression for the Unicode word rules) gives exactly
 * what the segmenter-based one gives: over the sample content and the JATS fixtures, random mixed-script strings, and
 * every assigned character of Unicode in context.
 */

function stringsOf(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

const seedDir = 'server/seed/content';
const seedTexts = readdirSync(seedDir).flatMap((file) => stringsOf(JSON.parse(readFileSync(join(seedDir, file), 'utf8')), []));
/** Every text node of every JATS fixture: titles, abstracts, body, references in several languages and scripts. */
const jatsTexts = ['tests/fixtures/jats', 'tests/fixtures/jats-hostile', 'tests/fixtures/jats-with-images'].flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.xml'))
    .flatMap((file) => readFileSync(join(dir, file), 'utf8').split(/<[^>]*>/).filter((text) => text.trim() !== '')),
);

/** Strings drawn from letters, digits, joiners, marks and invisible characters of many scripts, deterministically. */
function randomStrings(count: number, seed: number): string[] {
  const alphabet = [
    'a', 'Z', 'é', 'É', 'ß', 'İ', 'ı', 'ﬁ', 'Ⅻ', '①', '²', '½', '0', '9', '٣', '.', ',', ';', ':', "'", '’', '"', '-', '_', '/', ' ',
    '\t', '\n', '超', '构', '表', '面', '의', '한', 'カ', 'ｶ', 'ﾞ', 'の', 'ー', '々', '〇', 'Я', 'ё', 'α', 'ά', 'ש', 'ׁ', 'ב', 'ك', 'ก', '้',
    'क', '्', '\u0301', '\u0308', '\u20dd', '\u200b', '\u00ad', '\u200d', '\u0000', '\u0007', '\ud800', '😀', '🏻', '𝐀', '𠀀', 'Ａ',
    '１', '。', '，', '（', '「', '·', '׳', '@', '#', 'µ', 'μ', 'Å', 'ŉ', 'ǅ', '⁄', '٬', '‿',
  ];
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(random() * 30) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
}

describe('the fast analyser against the segmenter-based one', () => {
  it('indexes the sample content and every text of the JATS fixtures identically', () => {
    const texts = [...seedTexts, ...jatsTexts];
    expect(texts.length).toBeGreaterThan(10_000);
    const differing = texts.filter((text) => indexText(text) !== referenceIndexText(text));
    expect(differing).toEqual([]);
  });

  it('cuts random mixed-script strings identically', () => {
    const differing = randomStrings(20_000, 20240521).filter((text) => JSON.stringify(textPieces(text)) !== JSON.stringify(referenceTextPieces(text)));
    expect(differing).toEqual([]);
  });

  it('treats every character of Unicode (private use aside) alike, alone and between letters and digits', () => {
    const differing: string[] = [];
    const assigned = /[^\p{Cn}\p{Co}]/u;
    /** Blocks of ideographs and Hangul syllables, alike within each: one character in 101 of them is enough. */
    const uniform = /[\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\u{20000}-\u{3ffff}]/u;
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const char = String.fromCodePoint(codePoint);
      if (!assigned.test(char) || (uniform.test(char) && codePoint % 101 !== 0)) continue;
      if (normalizeText(char) !== referenceNormalizeText(char)) differing.push(`U+${codePoint.toString(16)} normalised`);
      for (const text of [char, `a${char}b`, `1${char}2`]) {
        if (indexText(text) !== referenceIndexText(text)) differing.push(`U+${codePoint.toString(16)} in ${JSON.stringify(text)}`);
      }
    }
    expect(differing).toEqual([]);
  });
});
