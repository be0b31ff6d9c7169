import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchKind, SearchRequest, SearchSort } from '../../schemas/search/search-request.ts';
import { kindBlock, siteBlock } from './index/document-ids.ts';
import { searchColumns, searchColumnWeights } from './search-columns.ts';
import type { SearchScope } from './search-engine.ts';

/**
 * The hits of a search as SQL: FROM and WHERE over `search_fts`, for the statements that count, rank, sort and
 * facet them. Scope is a range of FTS rowids (document-ids.ts) and costs nothing per hit; filters and sorts read the
 * covering indexes of migration 0005, named so the planner does not read whole rows instead.
 */
export type ResultSet = { from: RawBuilder<unknown>; where: RawBuilder<SqlBool> };

/** The filter columns of the documents, as `d`. */
export const filterColumns = sql`search_document AS d INDEXED BY search_document_filters`;
/** The live counters of the articles, as `a`. */
export const articleCounters = sql`article AS a INDEXED BY article_counters`;

/** Spec §4 publication type: 0 formal (in an issue, or firstStatus 0), 1 Online First (firstStatus 1-10). */
const onlineFirst = sql<SqlBool>`d.first_status BETWEEN 1 AND 10`;
const formal = sql<SqlBool>`(d.period_id IS NOT NULL OR d.first_status = 0)`;

/** A search's scope as FTS rowids: each site's block of documents of the kind, or of every kind. */
function inScope(siteIds: readonly number[], kind: SearchKind | null): RawBuilder<SqlBool> {
  const ranges = siteIds.map((siteId) => (kind ? kindBlock(siteId, kind) : siteBlock(siteId)));
  return sql<SqlBool>`(${sql.join(
    ranges.map(({ first, last }) => sql`search_fts.rowid BETWEEN ${first} AND ${last}`),
    sql` OR `,
  )})`;
}

/** The request's filters (spec §4/§5) on its document `d`. */
export function documentFilters(request: SearchRequest): RawBuilder<SqlBool>[] {
  const filters: RawBuilder<SqlBool>[] = [];
  if (request.year !== undefined) filters.push(sql`d.year = ${request.year}`);
  if (request.withinYears !== undefined) filters.push(sql`d.year > ${new Date().getFullYear() - request.withinYears}`);
  if (request.publicationId !== undefined) filters.push(sql`d.publication_id = ${request.publicationId}`);
  if (request.columnId !== undefined) filters.push(sql`d.column_id = ${request.columnId}`);
  if (request.periodId !== undefined) filters.push(sql`d.period_id = ${request.periodId}`);
  // Spec §4 article type filter: 0 open access, 1 not.
  if (request.oa !== undefined) filters.push(sql`d.open_access = ${request.oa === 0 ? 1 : 0}`);
  if (request.publicationType !== undefined) filters.push(sql`d.article_id IS NOT NULL`, request.publicationType === 1 ? onlineFirst : formal);
  if (request.download === 1) filters.push(sql`d.has_pdf = 1`);
  return filters;
}

/** Whether the request filters on what only its documents tell (year, journal, access …). */
export const hasDocumentFilters = (request: SearchRequest): boolean => documentFilters(request).length > 0;

const allOf = (conditions: RawBuilder<SqlBool>[]) => sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;

type ResultSetOptions = {
  /** Every kind (the kinds facet), not the request's. */
  anyKind?: boolean;
  /** Join the documents' filter columns as `d`, for what reads them (sorts, facets). */
  withDocuments?: boolean;
};

/**
 * The FTS rows a search finds: matching the expression, in the scope's sites and the request's kind, passing its
 * filters. Without `withDocuments`, a document is looked up only for a filtered search, and only to filter.
 */
export function resultSet(match: string, request: SearchRequest, scope: SearchScope, { anyKind = false, withDocuments = false }: ResultSetOptions = {}): ResultSet {
  const filters = documentFilters(request);
  const conditions = [sql<SqlBool>`search_fts MATCH ${match}`, inScope(scope.siteIds, anyKind ? null : request.type)];
  if (withDocuments) {
    return { from: sql`search_fts JOIN ${filterColumns} ON d.id = search_fts.rowid`, where: allOf([...conditions, ...filters]) };
  }
  if (filters.length > 0) conditions.push(sql<SqlBool>`EXISTS (SELECT 1 FROM ${filterColumns} WHERE d.id = search_fts.rowid AND ${allOf(filters)})`);
  return { from: sql`search_fts`, where: allOf(conditions) };
}

/** bm25 with the column weights, in the index's column order (lower is better). */
export const relevance = sql<number>`bm25(search_fts, ${sql.raw(searchColumns.map((column) => searchColumnWeights[column]).join(', '))})`;

/** Counters read live from the article `a` a document `d` is or belongs to (visits change with every reading). */
export const liveCounters = {
  visits: sql<number>`coalesce(a.visits, d.visits)`,
  downloads: sql<number>`coalesce(a.downloads, d.downloads)`,
  referenceCount: sql<number>`coalesce(a.reference_count, d.reference_count)`,
  commentCount: sql<number>`coalesce(a.comment_count, d.comment_count)`,
};

/** What each sort other than relevance orders by (spec §3/§9), and whether it reads the article's live counters. */
export const sortKeys: Record<Exclude<SearchSort, 'relevance'>, { key: RawBuilder<unknown>; live: boolean }> = {
  date: { key: sql`d.publish_date`, live: false },
  visits: { key: liveCounters.visits, live: true },
  downloads: { key: liveCounters.downloads, live: true },
  citations: { key: liveCounters.referenceCount, live: true },
  comments: { key: liveCounters.commentCount, live: true },
  updated: { key: sql`d.updated_at`, live: false },
};
