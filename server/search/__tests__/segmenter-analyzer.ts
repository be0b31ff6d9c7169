/**
 * The analyser as first written, kept as the reference the fast one is checked against: three normalisation passes
 * on every text and `Intl.Segmenter` (the Unicode word rules as ICU applies them) for every word. Plainly right, about
 * ten times slower.
 */

const wordSegmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const cjkRun = /(?:(?=[\p{L}\p{N}])[\p{scx=Han}\p{scx=Hira}\p{scx=Kana}\p{scx=Hang}])+/gu;
const letterOrDigit = /[\p{L}\p{N}]/u;
const combiningDiacritics = /[\u0300-\u036f\u1dc0-\u1dff\ufe20-\ufe2f]/gu;
const invisible = /[\p{Cf}\p{Cs}]|(?![\t\n\v\f\r])\p{Cc}/gu;

export function referenceNormalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(combiningDiacritics, '').normalize('NFC').replace(invisible, '');
}

export function referenceWords(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) {
    if (isWordLike && letterOrDigit.test(segment)) words.push(segment);
  }
  return words;
}

export function referenceTextPieces(text: string): { kind: 'word' | 'cjk'; text: string }[] {
  const normalized = referenceNormalizeText(text);
  const pieces: { kind: 'word' | 'cjk'; text: string }[] = [];
  let from = 0;
  for (const match of normalized.matchAll(cjkRun)) {
    for (const word of referenceWords(normalized.slice(from, match.index))) pieces.push({ kind: 'word', text: word });
    pieces.push({ kind: 'cjk', text: match[0] });
    from = match.index + match[0].length;
  }
  for (const word of referenceWords(normalized.slice(from))) pieces.push({ kind: 'word', text: word });
  return pieces;
}

export function referenceIndexText(text: string): string {
  const tokens: string[] = [];
  for (const piece of referenceTextPieces(text)) {
    if (piece.kind === 'word') {
      tokens.push(piece.text);
      continue;
    }
    const chars = Array.from(piece.text);
    if (chars.length < 2) tokens.push(...chars);
    else tokens.push(...chars.slice(1).map((char, index) => `${chars[index]}${char}`), chars.at(-1)!);
  }
  return tokens.join(' ');
}
