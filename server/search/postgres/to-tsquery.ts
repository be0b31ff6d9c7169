import type { QueryNode } from '../query/parse-query.ts';
import { separateWords, termTokens, type FtsMatchOptions, type FtsToken } from '../query/to-fts-match.ts';
import type { SearchColumn } from '../search-columns.ts';
import { tagsOf } from './field-tags.ts';
import { classHoldsOnly, vectorClasses, type WeightClass } from './vector-classes.ts';

/**
 * A term as the column's analysed text holds it: its tokens in a row (`whole`), or, when it may also be found as its
 * words apart, each word's tokens in a row somewhere (`apart`, all of them).
 */
export type TermTokens = { whole: FtsToken[]; apart: FtsToken[][] };

/**
 * A query as conditions on a document's search vector (migration 0028): each term a tsquery over the whole vector;
 * a term scoped to columns that share their weight class with others (`affiliation:`, `doi:`) also names them and
 * its tokens, and holds only where one of those columns' analysed text has them. A term scoped to field columns
 * (field-tags.ts) also has `fieldQuery`, its tsquery over the field vector (migration 0031). `positional`: the GIN index,
 * which keeps no positions, finds only candidates of the term (a phrase), each checked against its row's vector.
 * `weighted`: its query names weight classes, which the index does not keep either (said of a term without `columns`:
 * one with them is checked on its row whatever its query).
 */
export type TsCondition =
  | { type: 'match'; query: string; columns?: SearchColumn[]; tokens?: TermTokens; fieldQuery?: string; positional?: true; weighted?: true }
  | { type: 'and' | 'or'; children: TsCondition[] }
  | { type: 'not'; child: TsCondition };

/**
 * What a search looks for: `query`, the tsquery over the search vector that finds documents and ranks them — exactly
 * the hits when `check` is null, else a superset of them, of which those `check` holds for are the hits. `fields`:
 * when every term is scoped to field columns, the tsquery over the field vector (migration 0031) that finds exactly
 * the hits, with nothing read from TOAST to check them. `exact`: the GIN index finds exactly the hits (no phrase, no
 * weight class, nothing to check), so a row it names is a hit without its vector read.
 */
export type TsMatch = { query: string; check: TsCondition | null; fields: string | null; exact: boolean };

/** Characters of a token the vector keeps (migration 0028): PostgreSQL takes lexemes of up to 2,046 bytes. */
export const lexemeCharacters = 500;

/** How a lexeme is spelled in a vector: the search vector's weight classes, or the field vector's column tag. */
type Spelling = { weights: string; tag: string };

/** A lexeme as tsquery input reads it literally (no parser, no dictionary): the analyser's token as it is indexed. */
function tsLexeme(token: FtsToken, { weights, tag }: Spelling): string {
  const text = tag + (token.text.length > lexemeCharacters ? Array.from(token.text).slice(0, lexemeCharacters).join('') : token.text);
  const quoted = `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  const flags = `${token.prefix ? '*' : ''}${weights}`;
  return flags ? `${quoted}:${flags}` : quoted;
}

function tsPhrase(tokens: readonly FtsToken[], spelling: Spelling): string {
  const lexemes = tokens.map((token) => tsLexeme(token, spelling));
  return lexemes.length === 1 ? lexemes[0]! : `(${lexemes.join(' <-> ')})`;
}

/** A term's tokens as a phrase; when it may also be found as its words apart, or each word's phrase, all of them. */
function termQuery({ whole, apart }: TermTokens, spelling: Spelling): string {
  const phrase = tsPhrase(whole, spelling);
  return apart.length === 0 ? phrase : `(${phrase} | (${apart.map((wordTokens) => tsPhrase(wordTokens, spelling)).join(' & ')}))`;
}

/** A term over the field vector: found in any of its columns, each spelled with its tag. */
function fieldTermQuery(tokens: TermTokens, tags: readonly string[]): string {
  const queries = tags.map((tag) => termQuery(tokens, { weights: '', tag }));
  return queries.length === 1 ? queries[0]! : `(${queries.join(' | ')})`;
}

/** The tsquery of a term (the shapes of toFtsMatch: its tokens as a phrase; in fuzzy search, or its words apart). */
function compileTerm(node: Extract<QueryNode, { type: 'term' }>, options: FtsMatchOptions): TsCondition | null {
  const tokens = termTokens(node.text, node.phrase, options.prefix);
  if (tokens.length === 0) return null;
  const fieldColumns = node.field === undefined ? undefined : options.fieldColumns?.[node.field];
  const columns = (fieldColumns?.length ? fieldColumns : options.columns) as readonly SearchColumn[] | undefined;
  const classes = [...new Set((columns ?? []).map((column) => vectorClasses[column]))].sort() as WeightClass[];
  const words = options.prefix && !node.phrase ? separateWords(node.text) : [];
  const tokensOfTerm: TermTokens = { whole: tokens, apart: words.length < 2 ? [] : words.map((word) => termTokens(word, false, true)) };
  const query = termQuery(tokensOfTerm, { weights: classes.join(''), tag: '' });
  const tags = columns?.length ? tagsOf(columns) : null;
  const inFields = tags ? { fieldQuery: fieldTermQuery(tokensOfTerm, tags) } : {};
  const exact = !columns?.length || classes.every((weight) => classHoldsOnly(weight, columns));
  // Its words apart, each one token, hold wherever its phrase does: the index decides the term without positions.
  const positional = tokens.length > 1 && !(tokensOfTerm.apart.length > 0 && tokensOfTerm.apart.every((word) => word.length === 1)) ? { positional: true as const } : {};
  const leaf = { type: 'match' as const, query, ...inFields, ...positional };
  // A term checked on its columns is no exact hit anyway; one that is not may still name weight classes.
  return exact ? { ...leaf, ...(classes.length > 0 ? { weighted: true as const } : {}) } : { ...leaf, columns: [...columns!], tokens: tokensOfTerm };
}

/**
 * A query as conditions on the search vector, or null when it looks for nothing (as toFtsMatch: every word analysed
 * to nothing, or only negations). A negation is kept only beside what it excludes from, in an AND.
 */
export function toTsCondition(node: QueryNode, options: FtsMatchOptions): TsCondition | null {
  switch (node.type) {
    case 'term':
      return compileTerm(node, options);
    case 'not':
      return null;
    case 'or': {
      const children = node.children.flatMap((child) => toTsCondition(child, options) ?? []);
      return children.length === 0 ? null : children.length === 1 ? children[0]! : { type: 'or', children };
    }
    case 'and': {
      const children: TsCondition[] = [];
      for (const child of node.children) {
        const target = child.type === 'not' ? child.child : child;
        const condition = toTsCondition(target, options);
        if (condition) children.push(child.type === 'not' ? { type: 'not', child: condition } : condition);
      }
      if (!children.some((child) => child.type !== 'not')) return null;
      return children.length === 1 ? children[0]! : { type: 'and', children };
    }
  }
}

const checksColumns = (condition: TsCondition): boolean =>
  condition.type === 'match' ? condition.columns !== undefined : condition.type === 'not' ? checksColumns(condition.child) : condition.children.some(checksColumns);

/**
 * The tsquery of a condition over the whole vector. A column-scoped term is its class's lexemes there, more than the
 * column holds; a negation of one would exclude too much, so it is left out (the check excludes it).
 */
function indexQuery(condition: TsCondition): string | null {
  switch (condition.type) {
    case 'match':
      return condition.query;
    case 'not': {
      if (checksColumns(condition.child)) return null;
      const inner = indexQuery(condition.child);
      return inner === null ? null : `!(${inner})`;
    }
    case 'and':
    case 'or': {
      const parts = condition.children.flatMap((child) => indexQuery(child) ?? []);
      return parts.length === 1 ? parts[0]! : `(${parts.join(condition.type === 'and' ? ' & ' : ' | ')})`;
    }
  }
}

/** The tsquery of a condition over the field vector, or null when a term is not scoped to field columns. */
function fieldsQuery(condition: TsCondition): string | null {
  switch (condition.type) {
    case 'match':
      return condition.fieldQuery ?? null;
    case 'not': {
      const inner = fieldsQuery(condition.child);
      return inner === null ? null : `!(${inner})`;
    }
    case 'and':
    case 'or': {
      const parts = condition.children.map(fieldsQuery);
      if (parts.some((part) => part === null)) return null;
      return `(${parts.join(condition.type === 'and' ? ' & ' : ' | ')})`;
    }
  }
}

/** Whether a term of the condition holds something the GIN index cannot decide (positions, weight classes). */
const needsRow = (condition: TsCondition, flag: 'positional' | 'weighted'): boolean =>
  condition.type === 'match' ? condition[flag] === true : condition.type === 'not' ? needsRow(condition.child, flag) : condition.children.some((child) => needsRow(child, flag));

/** The tsquery the index finds a query's hits by, and the check that narrows them when columns share a class. */
export function toTsMatch(node: QueryNode, options: FtsMatchOptions): TsMatch | null {
  const condition = toTsCondition(node, options);
  if (!condition) return null;
  const query = indexQuery(condition)!;
  const check = checksColumns(condition) ? condition : null;
  const fields = fieldsQuery(condition);
  // The field vector's query names no weight class (field-tags.ts spells columns by tags instead).
  const exact = check === null && !needsRow(condition, 'positional') && (fields !== null || !needsRow(condition, 'weighted'));
  return { query, check, fields, exact };
}
