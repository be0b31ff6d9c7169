import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchKind, SearchRequest } from '../../../schemas/search/search-request.ts';
import { documentFilterConditions } from '../fts5-result-set.ts';
import { kindBlock, siteBlock } from '../index/document-ids.ts';
import type { SearchScope } from '../search-engine.ts';
import type { FtsToken } from '../query/to-fts-match.ts';
import type { SearchColumn } from '../search-columns.ts';
import type { TermTokens, TsCondition, TsMatch } from './to-tsquery.ts';
import { rankWeights } from './vector-classes.ts';

/**
 * The hits of a search on PostgreSQL as SQL: FROM and WHERE over `search_text` as `t` (its vectors' GIN indexes find
 * them), for the statements that count, rank, sort and facet them. Scope is a range of document ids (document-ids.ts),
 * read from the primary key.
 */
export type ResultSet = { from: RawBuilder<unknown>; where: RawBuilder<SqlBool> };

const tsquery = (query: string) => sql`${query}::tsquery`;

function inScope(siteIds: readonly number[], kind: SearchKind | null): RawBuilder<SqlBool> {
  const ranges = siteIds.map((siteId) => (kind ? kindBlock(siteId, kind) : siteBlock(siteId)));
  return sql<SqlBool>`(${sql.join(
    ranges.map(({ first, last }) => sql`t.id BETWEEN ${first} AND ${last}`),
    sql` OR `,
  )})`;
}

const regexSpecial = /[\\^$.|?*+()[\]{}]/g;

/**
 * A run of tokens as a pattern over a column's analysed text (space-separated tokens, migration 0025): each token
 * whole, or for a prefix token any token it starts, next to each other.
 */
function tokenRunPattern(tokens: readonly FtsToken[]): string {
  const run = tokens.map((token) => `${token.text.replace(regexSpecial, '\\$&')}${token.prefix ? '\\S*' : ''}`).join(' ');
  return `(^| )${run}( |$)`;
}

/** Whether a column's analysed text holds a term: its tokens in a row, or each of its words' (a regex per run). */
function columnHolds(column: SearchColumn, { whole, apart }: TermTokens): RawBuilder<SqlBool> {
  const holds = (tokens: readonly FtsToken[]) => sql<SqlBool>`${sql.ref(`t.${column}`)} ~ ${tokenRunPattern(tokens)}`;
  if (apart.length === 0) return holds(whole);
  return sql<SqlBool>`(${holds(whole)} OR (${sql.join(apart.map(holds), sql` AND `)}))`;
}

/** A condition as SQL: a column-scoped term looked for in its columns' own text. */
function conditionSql(condition: TsCondition): RawBuilder<SqlBool> {
  switch (condition.type) {
    case 'match':
      if (!condition.columns || !condition.tokens) return sql<SqlBool>`t.vector @@ ${tsquery(condition.query)}`;
      return sql<SqlBool>`(${sql.join(
        condition.columns.map((column) => columnHolds(column, condition.tokens!)),
        sql` OR `,
      )})`;
    case 'not':
      return sql<SqlBool>`NOT ${conditionSql(condition.child)}`;
    case 'and':
    case 'or':
      return sql<SqlBool>`(${sql.join(condition.children.map(conditionSql), sql.raw(condition.type === 'and' ? ' AND ' : ' OR '))})`;
  }
}

const allOf = (conditions: RawBuilder<SqlBool>[]) => sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;

/** The documents a query finds: by the field vector when it can (exact, nothing to check), else the search vector. */
function matching(match: TsMatch): RawBuilder<SqlBool> {
  if (match.fields !== null) return sql<SqlBool>`t.field_vector @@ ${tsquery(match.fields)}`;
  const found = sql<SqlBool>`t.vector @@ ${tsquery(match.query)}`;
  return match.check ? allOf([found, conditionSql(match.check)]) : found;
}

type ResultSetOptions = {
  /** Every kind (the kinds facet), not the request's. */
  anyKind?: boolean;
  /** Join the documents as `d`, for what reads them (sorts). */
  withDocuments?: boolean;
};

/**
 * The rows a search finds: matching, in the scope's sites and the request's kind, passing its filters (on the copy of
 * the document's filter columns in `t`, migration 0032: no document is looked up to filter).
 */
export function resultSet(match: TsMatch, request: SearchRequest, scope: SearchScope, { anyKind = false, withDocuments = false }: ResultSetOptions = {}): ResultSet {
  const conditions = [matching(match), inScope(scope.siteIds, anyKind ? null : request.type), ...documentFilterConditions(request, 't')];
  const from = withDocuments ? sql`search_text AS t JOIN search_document AS d ON d.id = t.id` : sql`search_text AS t`;
  return { from, where: allOf(conditions) };
}

/** Whether `t` passes the request's filters (true when there are none). */
export function passesFilters(request: SearchRequest): RawBuilder<SqlBool> {
  const filters = documentFilterConditions(request, 't');
  return filters.length === 0 ? sql<SqlBool>`true` : allOf(filters);
}

/** ts_rank with the column classes' weights (higher is better). */
export const relevance = (match: TsMatch) => sql<number>`ts_rank(${sql.lit(`{${rankWeights.join(',')}}`)}::float4[], t.vector, ${tsquery(match.query)})`;
