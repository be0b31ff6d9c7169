import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchKind, SearchRequest } from '../../../schemas/search/search-request.ts';
import { documentFilters } from '../fts5-result-set.ts';
import { kindBlock, siteBlock } from '../index/document-ids.ts';
import type { SearchScope } from '../search-engine.ts';
import type { TsCondition, TsMatch } from './to-tsquery.ts';
import { rankWeights, vectorClasses } from './vector-classes.ts';

/**
 * The hits of a search on PostgreSQL as SQL: FROM and WHERE over `search_text` as `t` (its vector's GIN index finds
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

/** A condition as SQL: a column-scoped term matched against the vector of its columns' own text. */
function conditionSql(condition: TsCondition): RawBuilder<SqlBool> {
  switch (condition.type) {
    case 'match':
      if (!condition.columns) return sql<SqlBool>`t.vector @@ ${tsquery(condition.query)}`;
      return sql<SqlBool>`(${sql.join(
        condition.columns.map((column) => sql`search_column_vector(${sql.ref(`t.${column}`)}, ${sql.lit(vectorClasses[column])}) @@ ${tsquery(condition.query)}`),
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

type ResultSetOptions = {
  /** Every kind (the kinds facet), not the request's. */
  anyKind?: boolean;
  /** Join the documents as `d`, for what reads them (sorts, facets). */
  withDocuments?: boolean;
};

/** The rows a search finds: matching, in the scope's sites and the request's kind, passing its filters. */
export function resultSet(match: TsMatch, request: SearchRequest, scope: SearchScope, { anyKind = false, withDocuments = false }: ResultSetOptions = {}): ResultSet {
  const filters = documentFilters(request);
  const conditions = [sql<SqlBool>`t.vector @@ ${tsquery(match.query)}`, inScope(scope.siteIds, anyKind ? null : request.type)];
  if (match.check) conditions.push(conditionSql(match.check));
  if (withDocuments) return { from: sql`search_text AS t JOIN search_document AS d ON d.id = t.id`, where: allOf([...conditions, ...filters]) };
  if (filters.length > 0) conditions.push(sql<SqlBool>`EXISTS (SELECT 1 FROM search_document AS d WHERE d.id = t.id AND ${allOf(filters)})`);
  return { from: sql`search_text AS t`, where: allOf(conditions) };
}

/** ts_rank with the column classes' weights (higher is better). */
export const relevance = (match: TsMatch) => sql<number>`ts_rank(${sql.lit(`{${rankWeights.join(',')}}`)}::float4[], t.vector, ${tsquery(match.query)})`;
