import { invisibleCharacter } from '../analyzer.ts';
import type { SearchNotice } from '../search-notices.ts';
import { maxQueryDepth, maxQueryProblems, maxQueryWords } from './limits.ts';

/**
 * The reader's query syntax (spec §5): words, "quoted phrases", AND / OR / NOT in capitals (lower case they are
 * words), parentheses, no operator = AND; NOT binds tightest, then AND, then OR. `field:word`, `field:"a phrase"` and
 * `field:(a OR b)` limit words to a search field. Parsing never fails: what cannot be read is dropped or closed, and
 * said so in a problem.
 */

export type QueryNode =
  | { type: 'term'; text: string; phrase: boolean; field?: string }
  | { type: 'and' | 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode };
/** What was wrong at `position` of the query and how it was read instead. */
export type QueryProblem = { notice: SearchNotice; position: number };
export type ParsedQuery = { node: QueryNode | null; problems: QueryProblem[] };
export type ParseQueryOptions = {
  /** The names `name:` may scope a word to; default the spec §3 search fields. */
  fields?: Iterable<string>;
};

/** Spec §3 search fields of every resource kind. */
export const specSearchFields: readonly string[] = [
  'resName_tic', 'keyword_tic', 'authors_tic', 'authorCompany_tic', 'summary_tic', 'doi', 'part', 'firstPageNum',
  'lastPageNum', 'publicationName', 'organizerUnit', 'cn', 'issn', 'noteChinese_tic', 'keyWords_tic', 'thesis_tic',
  'enResName_tic', 'keywordExt_tic', 'en_Thesis_tic',
];


type Token =
  | { kind: 'word' | 'phrase'; text: string; field?: string; position: number }
  | { kind: 'open'; field?: string; position: number }
  | { kind: 'close' | 'AND' | 'OR' | 'NOT'; position: number };

const quotes = new Set(['"', '＂', '“', '”', '„', '‟']);
const operators = new Set(['AND', 'OR', 'NOT']);
const whitespace = /\s/u;
/** Removed before reading, as the analyser removes them from texts. */
const invisible = new RegExp(`^(?:${invisibleCharacter.source})$`, 'u');

/** The query's characters without invisible ones, each with its offset in the query. */
function visibleCharacters(q: string): { chars: string[]; offsets: number[] } {
  const chars: string[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const char of q) {
    if (!invisible.test(char)) {
      chars.push(char);
      offsets.push(offset);
    }
    offset += char.length;
  }
  return { chars, offsets };
}

/** A DOI pasted as its address (`https://doi.org/10.…`) is looked for as the DOI. */
const doiResolver = /^(?:https?:\/\/)?(?:dx\.)?doi\.org\/(?=10\.)/i;

/** `fields`: the field names by their lower case (`Title:`, `DOI:` name them as well). */
function tokenize(q: string, fields: ReadonlyMap<string, string>, problems: QueryProblem[]): Token[] {
  const { chars, offsets } = visibleCharacters(q);
  const tokens: Token[] = [];
  const at = (index: number) => offsets[index] ?? q.length;
  const endsWord = (char: string) => whitespace.test(char) || char === '(' || char === ')' || quotes.has(char);

  /** Reads the phrase whose opening quote is at `start`; returns the index after it. */
  const readPhrase = (start: number, field: string | undefined, position: number): number => {
    let end = start + 1;
    while (end < chars.length && !quotes.has(chars[end] ?? '')) end += 1;
    const text = chars.slice(start + 1, end).join('');
    const closed = end < chars.length;
    if (!closed) problems.push({ notice: { code: 'unclosedQuote' }, position: at(start) });
    if (text.trim() === '') {
      if (closed) problems.push({ notice: { code: 'emptyQuotes' }, position: at(start) });
    } else {
      tokens.push({ kind: 'phrase', text, ...(field === undefined ? {} : { field }), position });
    }
    return closed ? end + 1 : end;
  };

  const readWord = (start: number): { text: string; end: number } => {
    let end = start;
    while (end < chars.length && !endsWord(chars[end] ?? '')) end += 1;
    return { text: chars.slice(start, end).join(''), end };
  };

  /**
   * `title: 成像`, `DOI: 10.…` as `title:成像`: a field name followed by spaces scopes the next word, phrase or group;
   * before an operator, a closing parenthesis or the end it is dropped. Returns the index to read on from.
   */
  const readSpacedFieldOperand = (afterColon: number, field: string, position: number): number => {
    let next = afterColon;
    while (next < chars.length && whitespace.test(chars[next] ?? '')) next += 1;
    const char = chars[next];
    if (char !== undefined && quotes.has(char)) return readPhrase(next, field, position);
    if (char === '(') {
      tokens.push({ kind: 'open', field, position });
      return next + 1;
    }
    const word = readWord(next);
    if (word.text === '' || operators.has(word.text)) {
      problems.push({ notice: { code: 'emptyField', values: { field } }, position });
      return next;
    }
    tokens.push({ kind: 'word', text: word.text.replace(doiResolver, ''), field, position });
    return word.end;
  };

  let index = 0;
  while (index < chars.length) {
    const char = chars[index] ?? '';
    if (whitespace.test(char)) {
      index += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', position: at(index) });
      index += 1;
    } else if (quotes.has(char)) {
      index = readPhrase(index, undefined, at(index));
    } else {
      const word = readWord(index);
      const text = word.text;
      let end = word.end;
      const position = at(index);
      const colon = text.indexOf(':');
      const field = colon > 0 ? (fields.get(text.slice(0, colon).toLowerCase()) ?? '') : '';
      if (operators.has(text)) {
        tokens.push({ kind: text as 'AND' | 'OR' | 'NOT', position });
      } else if (!field) {
        tokens.push({ kind: 'word', text: text.replace(doiResolver, ''), position });
      } else if (colon < text.length - 1) {
        tokens.push({ kind: 'word', text: text.slice(colon + 1).replace(doiResolver, ''), field, position });
      } else if (quotes.has(chars[end] ?? '')) {
        end = readPhrase(end, field, position);
      } else if (chars[end] === '(') {
        tokens.push({ kind: 'open', field, position });
        end += 1;
      } else {
        end = readSpacedFieldOperand(end, field, position);
      }
      index = end;
    }
  }
  return tokens;
}

function limitWords(tokens: Token[], problems: QueryProblem[]): Token[] {
  let words = 0;
  const cut = tokens.findIndex((token) => (token.kind === 'word' || token.kind === 'phrase') && ++words > maxQueryWords);
  const first = tokens[cut];
  if (!first) return tokens;
  // What the lexer said about the text after the cut no longer applies.
  const kept = problems.filter((problem) => problem.position < first.position);
  problems.splice(0, problems.length, ...kept, { notice: { code: 'tooManyWords' }, position: first.position });
  return tokens.slice(0, cut);
}

/** Drops stray and too deep parentheses and closes open ones at the end, so the parser sees them balanced. */
function balanceParentheses(tokens: Token[], queryLength: number, problems: QueryProblem[]): Token[] {
  const balanced: Token[] = [];
  const open: { kept: boolean; position: number }[] = [];
  let depth = 0;
  let reportedDepth = false;
  for (const token of tokens) {
    if (token.kind === 'open') {
      const kept = depth < maxQueryDepth;
      if (kept) {
        depth += 1;
        balanced.push(token);
      } else if (!reportedDepth) {
        problems.push({ notice: { code: 'tooDeep' }, position: token.position });
        reportedDepth = true;
      }
      open.push({ kept, position: token.position });
    } else if (token.kind === 'close') {
      const opener = open.pop();
      if (!opener) problems.push({ notice: { code: 'strayClose' }, position: token.position });
      else if (opener.kept) {
        depth -= 1;
        balanced.push(token);
      }
    } else {
      balanced.push(token);
    }
  }
  for (const opener of open.reverse()) {
    if (!opener.kept) continue;
    problems.push({ notice: { code: 'unclosedOpen' }, position: opener.position });
    balanced.push({ kind: 'close', position: queryLength });
  }
  return balanced;
}

function combine(type: 'and' | 'or', children: QueryNode[]): QueryNode | null {
  const flat = children.flatMap((child) => (child.type === type ? child.children : [child]));
  if (flat.length < 2) return flat[0] ?? null;
  return { type, children: flat };
}

/** Recursive descent over balanced tokens: or := and (OR and)*; and := unary ([AND] unary)*; unary := NOT* primary. */
function parseTokens(tokens: Token[], problems: QueryProblem[], notPositions: WeakMap<QueryNode, number>): QueryNode | null {
  let next = 0;
  const peek = () => tokens[next];
  const startsOperand = (token: Token | undefined) => token !== undefined && ['word', 'phrase', 'open', 'NOT'].includes(token.kind);

  const parseOr = (field: string | undefined): QueryNode | null => {
    const children: QueryNode[] = [];
    const first = parseAnd(field);
    if (first) children.push(first);
    while (peek()?.kind === 'OR') {
      const or = tokens[next++] as Token;
      const right = parseAnd(field);
      if (children.length === 0 || !right) problems.push({ notice: { code: 'danglingOr' }, position: or.position });
      if (right) children.push(right);
    }
    return combine('or', children);
  };

  const parseAnd = (field: string | undefined): QueryNode | null => {
    const children: QueryNode[] = [];
    for (let token = peek(); token && token.kind !== 'OR' && token.kind !== 'close'; token = peek()) {
      if (token.kind === 'AND') {
        next += 1;
        if (children.length === 0 || !startsOperand(peek())) problems.push({ notice: { code: 'danglingAnd' }, position: token.position });
        continue;
      }
      const operand = parseUnary(field);
      if (operand) children.push(operand);
    }
    return combine('and', children);
  };

  const parseUnary = (field: string | undefined): QueryNode | null => {
    const nots: Token[] = [];
    while (peek()?.kind === 'NOT') nots.push(tokens[next++] as Token);
    const operand = startsOperand(peek()) ? parsePrimary(field) : null;
    const firstNot = nots[0];
    if (!firstNot || !operand) {
      if (firstNot) problems.push({ notice: { code: 'danglingNot' }, position: firstNot.position });
      return operand;
    }
    if (nots.length % 2 === 0) return operand;
    if (operand.type === 'not') return operand.child;
    const negation: QueryNode = { type: 'not', child: operand };
    notPositions.set(negation, firstNot.position);
    return negation;
  };

  const parsePrimary = (inherited: string | undefined): QueryNode | null => {
    const token = tokens[next++] as Token;
    if (token.kind === 'word' || token.kind === 'phrase') {
      const field = token.field ?? inherited;
      return { type: 'term', text: token.text, phrase: token.kind === 'phrase', ...(field === undefined ? {} : { field }) };
    }
    // An opening parenthesis: balanceParentheses guarantees its closing one.
    const groupField = token.kind === 'open' ? token.field : undefined;
    const inner = parseOr(groupField ?? inherited);
    next += 1;
    if (!inner) problems.push({ notice: { code: 'emptyGroup' }, position: token.position });
    return inner;
  };

  return parseOr(undefined);
}

/** Drops negations that have no positive sibling to exclude from: a query must look for something. */
function requirePositive(node: QueryNode, problems: QueryProblem[], notPositions: WeakMap<QueryNode, number>): QueryNode | null {
  const dropNegation = (negation: QueryNode) => {
    problems.push({ notice: { code: 'onlyNot' }, position: notPositions.get(negation) ?? 0 });
    return null;
  };
  switch (node.type) {
    case 'term':
      return node;
    case 'not':
      return dropNegation(node);
    case 'or':
      return combine('or', node.children.flatMap((child) => requirePositive(child, problems, notPositions) ?? []));
    case 'and': {
      const kept: QueryNode[] = [];
      for (const child of node.children) {
        if (child.type !== 'not') {
          const positive = requirePositive(child, problems, notPositions);
          if (positive) kept.push(positive);
          continue;
        }
        const excluded = requirePositive(child.child, problems, notPositions);
        if (!excluded) continue;
        const negation: QueryNode = { type: 'not', child: excluded };
        notPositions.set(negation, notPositions.get(child) ?? 0);
        kept.push(negation);
      }
      if (kept.some((child) => child.type !== 'not')) return combine('and', kept);
      for (const negation of kept) dropNegation(negation);
      return null;
    }
  }
}

export function parseQuery(q: string, options: ParseQueryOptions = {}): ParsedQuery {
  const problems: QueryProblem[] = [];
  const notPositions = new WeakMap<QueryNode, number>();
  const fields = new Map([...(options.fields ?? specSearchFields)].map((name) => [name.toLowerCase(), name]));
  const words = limitWords(tokenize(q, fields, problems), problems);
  const tokens = balanceParentheses(words, q.length, problems);
  const parsed = parseTokens(tokens, problems, notPositions);
  const node = parsed && requirePositive(parsed, problems, notPositions);
  problems.sort((a, b) => a.position - b.position);
  return { node, problems: problems.slice(0, maxQueryProblems) };
}

/** The query with `field` on every term that names none (the search's field dropdown). */
export function withDefaultField(node: QueryNode, field: string): QueryNode {
  switch (node.type) {
    case 'term':
      return node.field === undefined ? { ...node, field } : node;
    case 'not':
      return { type: 'not', child: withDefaultField(node.child, field) };
    default:
      return { type: node.type, children: node.children.map((child) => withDefaultField(child, field)) };
  }
}
