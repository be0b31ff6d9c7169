/**
 * Cuts a normalised text into its pieces: words of the scripts that separate their words, and runs of CJK letters
 * (Han, Kana, Hangul), which do not. Words are those `Intl.Segmenter` finds — the Unicode word rules (UAX #29) as ICU
 * applies them — but found by one regular expression, several times faster than the segmenter:
 *
 * - letters (with their combining marks) and digits make words; so do `_` and other connector punctuation;
 * - `.` `'` `’` join letters to letters and digits to digits (`e.g`, `can't`, `10.7554`), `:` `·` letters only
 *   (`a:b`), `,` `;` digits only (`1,000`); `"` joins Hebrew letters; a letter and a digit join (`co2`, `3d`).
 *
 * A text with a script the rules leave to a dictionary (Thai, Lao, Khmer, Myanmar …) or ideographs of other scripts
 * (Tangut …) is still cut by the segmenter. The expression was checked against the segmenter for every character of
 * Unicode in fourteen contexts, and over a million characters of real and random text, without a difference
 * (analyzer-equivalence.test.ts keeps checking). Where it could still differ: rules it does not model because they
 * never decide a word here — emoji sequences and regional indicators (no letters, dropped either way), and
 * characters whose word-break class a later Unicode version changes before the pattern's lists are updated.
 */

/** A word outside CJK, or a whole run of CJK letters (split into words only by the analyser's `analyze`). */
export type TextPiece = { kind: 'word' | 'cjk'; text: string };

const cjkLetter = String.raw`[[\p{L}\p{N}]&&[\p{scx=Han}\p{scx=Hira}\p{scx=Kana}\p{scx=Hang}]]`;
/** ALetter and Hebrew_Letter of UAX #29: alphabetic characters but marks and CJK, and a few modifier letters. */
const letter = String.raw`[[\p{Alphabetic}--\p{M}--${cjkLetter}]\u02c2-\u02c5\u02d2-\u02d7\u02de\u02df\u02e5-\u02eb\u02ed\u02ef-\u02ff\u055a-\u055c\u055e\u058a\u05f3\ua708-\ua716\ua720\ua721\ua789\ua78a\uab5b]`;
const digit = String.raw`[\p{Nd}\u066b]`;
const connector = String.raw`\p{Pc}`;
/** Extend of UAX #29: marks (but two Han reading marks) and the emoji skin tones. */
const extend = String.raw`[[\p{M}\u{1f3fb}-\u{1f3ff}]--[\u{16ff0}\u{16ff1}]]`;
const midLetter = String.raw`[:\u00b7\u0387\u055f\u05f4\u2027]`;
const midNum = String.raw`[,;\u037e\u0589\u060c\u060d\u066c\u07f8\u2044]`;
const midNumLet = String.raw`[.'\u2018\u2019\u2024]`;
const hebrew = String.raw`[\p{sc=Hebrew}&&\p{L}]`;

/**
 * One of the ASCII characters of a class, or another one of it. Most text is mostly ASCII: a small class first and
 * the large Unicode one only for other characters runs the expression three to four times faster.
 */
const asciiFirst = (ascii: string, unicode: string) => `(?:[${ascii}]|(?=[^\\x00-\\x7f])${unicode})`;
const aLetter = asciiFirst('a-zA-Z', letter);
const aDigit = asciiFirst('0-9', digit);
/** What starts a word, and what continues it: a mark belongs to the character before it. */
const wordStart = asciiFirst('a-zA-Z0-9_', `[${letter}${digit}${connector}]`);
const wordPart = asciiFirst('a-zA-Z0-9_', `[${letter}${digit}${connector}${extend}]`);
/**
 * A joining character, matched first and only then checked against what stands before and after it (it is cheaper);
 * marks after it belong to it.
 */
const between = (kind: string) => `(?<=${kind}${extend}*.)${extend}*(?=${kind})`;
const joiner = `(?:${midLetter}${between(aLetter)}|${midNum}${between(aDigit)}|${midNumLet}(?:${between(aLetter)}|${between(aDigit)})|"${between(hebrew)})`;
/** A Hebrew word keeps an apostrophe after it (geresh written as `'`). */
const hebrewEnd = `(?:'(?<=${hebrew}${extend}*.))?`;
const word = `${wordStart}${wordPart}*(?:${joiner}${wordPart}+)*${hebrewEnd}`;

/** A CJK run, or a word: one pass over the text. */
const piece = new RegExp(`(?=[^\\x00-\\x7f])${cjkLetter}+|${word}`, 'gv');
const startsCjk = new RegExp(`^${cjkLetter}`, 'v');
const cjkRun = new RegExp(`${cjkLetter}+`, 'gv');
const letterOrDigit = /[\p{L}\p{N}]/u;
/** ICU does not count a word as one when it ends in `_` and a mark (`a_\u0301`). */
const endsInConnectorAndMarks = new RegExp(`${connector}${extend}+$`, 'v');
const dictionaryScript = new RegExp(String.raw`(?=[^\x00-\x7f])[[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}\p{sc=Tai_Le}\p{sc=New_Tai_Lue}\p{sc=Tai_Tham}\p{sc=Tai_Viet}\p{sc=Ahom}\p{Ideographic}]--${cjkLetter}]`, 'v');
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

function segmenterWords(text: string, pieces: TextPiece[]): void {
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (isWordLike && letterOrDigit.test(segment)) pieces.push({ kind: 'word', text: segment });
  }
}

/** The pieces of a text with a dictionary script: CJK runs apart, the text between them cut by the segmenter. */
function piecesBySegmenter(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(cjkRun)) {
    segmenterWords(text.slice(from, match.index), pieces);
    pieces.push({ kind: 'cjk', text: match[0] });
    from = match.index + match[0].length;
  }
  segmenterWords(text.slice(from), pieces);
  return pieces;
}

/** The pieces of a normalised text (see normalizeText), in order. */
export function textPiecesOf(text: string): TextPiece[] {
  if (dictionaryScript.test(text)) return piecesBySegmenter(text);
  const pieces: TextPiece[] = [];
  for (const found of text.match(piece) ?? []) {
    // Only a CJK run starts with a character at or above U+1100 (Hangul Jamo) that is a CJK letter.
    if (found.charCodeAt(0) >= 0x1100 && startsCjk.test(found)) pieces.push({ kind: 'cjk', text: found });
    else if (letterOrDigit.test(found) && !(found.charCodeAt(found.length - 1) >= 0x300 && endsInConnectorAndMarks.test(found))) pieces.push({ kind: 'word', text: found });
  }
  return pieces;
}
