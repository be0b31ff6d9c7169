import { cjkGrams, cjkQueryWords, textPieces } from '../analyzer.ts';
import type { QueryNode } from './parse-query.ts';

export type FtsMatchOptions = {
  /** Fuzzy search (spec precision 0): a word also matches longer words it starts. */
  prefix: boolean;
  /** The index columns each search field searches; a field missing here (or mapped to none) searches `columns`. */
  fieldColumns?: Record<string, readonly string[]>;
  /** The columns a word without a field searches; default every column. */
  columns?: readonly string[];
};

export type FtsToken = { text: string; prefix: boolean };

function ftsString(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** A word's last letter-or-digit run is what FTS5 prefix-matches; one letter would match half the index. */
function worthPrefixing(word: string): boolean {
  const runs = word.match(/[\p{L}\p{N}]+/gu) ?? [];
  return Array.from(runs.at(-1) ?? '').length >= 2;
}

/**
 * The FTS5 tokens of a term, the shapes `indexText` stores: words; a CJK run as its bigrams, plus its last character
 * when something follows it (in the index a run ends with that character); a lone CJK character as a prefix (it starts
 * a bigram, or ends a run).
 */
export function termTokens(text: string, phrase: boolean, prefix: boolean): FtsToken[] {
  const pieces = textPieces(text);
  return pieces.flatMap((piece, index): FtsToken[] => {
    const last = index === pieces.length - 1;
    if (piece.kind === 'word') return [{ text: piece.text, prefix: prefix && !phrase && worthPrefixing(piece.text) }];
    const chars = Array.from(piece.text);
    if (chars.length === 1) return [{ text: piece.text, prefix: last }];
    const grams = cjkGrams(piece.text).map((gram) => ({ text: gram, prefix: false }));
    return last ? grams : [...grams, { text: chars.at(-1) ?? '', prefix: false }];
  });
}

function columnFilter(columns: readonly string[] | undefined): string {
  return columns && columns.length > 0 ? `{${columns.map(ftsString).join(' ')}} : ` : '';
}

function ftsPhrase(tokens: readonly FtsToken[]): string {
  return tokens.map((token) => `${ftsString(token.text)}${token.prefix ? '*' : ''}`).join(' + ');
}

/**
 * The words of a term looked for apart: each word of its CJK runs (`超构表面全息显示` → 超构 表面 全息 显示), and
 * its Latin words between them together (`x-ray` stays one).
 */
export function separateWords(text: string): string[] {
  const words: string[] = [];
  let latin: string[] = [];
  const endLatin = () => {
    if (latin.length > 0) words.push(latin.join(' '));
    latin = [];
  };
  for (const piece of textPieces(text)) {
    if (piece.kind === 'word') {
      latin.push(piece.text);
      continue;
    }
    endLatin();
    words.push(...cjkQueryWords(piece.text));
  }
  endLatin();
  return words;
}

/**
 * A term as an FTS5 expression: the phrase of its tokens. In fuzzy search a term with CJK words typed without spaces
 * (`深度学习计算成像`, `OCT色散补偿`) also matches documents that hold all its words apart; those holding it as
 * written rank first, as bm25 counts the phrase too.
 */
function compileTerm(node: Extract<QueryNode, { type: 'term' }>, options: FtsMatchOptions): string | null {
  const tokens = termTokens(node.text, node.phrase, options.prefix);
  if (tokens.length === 0) return null;
  const fieldColumns = node.field === undefined ? undefined : options.fieldColumns?.[node.field];
  const filter = columnFilter(fieldColumns?.length ? fieldColumns : options.columns);
  const words = options.prefix && !node.phrase ? separateWords(node.text) : [];
  if (words.length < 2) return `${filter}${ftsPhrase(tokens)}`;
  const apart = words.map((word) => ftsPhrase(termTokens(word, false, true))).join(' AND ');
  return `${filter}(${ftsPhrase(tokens)} OR (${apart}))`;
}

function group(expression: string, node: QueryNode): string {
  return node.type === 'term' ? expression : `(${expression})`;
}

/**
 * The FTS5 MATCH expression of a query, or null when it looks for nothing (every word analysed to nothing, or only
 * negations). Every token is an FTS5 string, so no input yields an FTS5 syntax error.
 */
export function toFtsMatch(node: QueryNode, options: FtsMatchOptions): string | null {
  switch (node.type) {
    case 'term':
      return compileTerm(node, options);
    case 'not':
      // FTS5's NOT is binary: a negation is compiled only beside what it excludes from, in an AND.
      return null;
    case 'or': {
      const children = node.children.flatMap((child) => {
        const expression = toFtsMatch(child, options);
        return expression === null ? [] : [group(expression, child)];
      });
      return children.length === 0 ? null : children.join(' OR ');
    }
    case 'and': {
      const included: string[] = [];
      const excluded: string[] = [];
      for (const child of node.children) {
        const target = child.type === 'not' ? child.child : child;
        const expression = toFtsMatch(target, options);
        if (expression !== null) (child.type === 'not' ? excluded : included).push(group(expression, target));
      }
      if (included.length === 0) return null;
      const all = included.join(' AND ');
      if (excluded.length === 0) return all;
      return `${included.length > 1 ? `(${all})` : all} NOT (${excluded.join(' OR ')})`;
    }
  }
}

/** A CJK run as highlighting looks for it: as written, and the words it was searched for apart (no particles). */
const cjkTerms = (run: string): string[] => [run, ...cjkQueryWords(run)];

/**
 * The analysed terms the query looks for (negated ones left out), once each: for highlighting and the analyze service.
 * A CJK run gives itself and its words (`cjkQueryWords`), not the particles between them, which would mark every 的.
 */
export function queryTerms(node: QueryNode): string[] {
  const terms = new Set<string>();
  const visit = (current: QueryNode) => {
    if (current.type === 'term') {
      for (const piece of textPieces(current.text)) for (const term of piece.kind === 'word' ? [piece.text] : cjkTerms(piece.text)) terms.add(term);
    } else if (current.type !== 'not') current.children.forEach(visit);
  };
  visit(node);
  return [...terms];
}
