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
const onlineFirst = (d: RawBuilder<unknown>) => sql<SqlBool>`${d}.first_status BETWEEN 1 AND 10`;
const formal = (d: RawBuilder<unknown>) => sql<SqlBool>`(${d}.period_id IS NOT NULL OR ${d}.first_status = 0)`;

/** A search's scope as ids (FTS rowids by default): each site's block of documents of the kind, or of every kind. */
function inScope(siteIds: readonly number[], kind: SearchKind | null, id: RawBuilder<unknown> = sql`search_fts.rowid`): RawBuilder<SqlBool> {
  const ranges = siteIds.map((siteId) => (kind ? kindBlock(siteId, kind) : siteBlock(siteId)));
  return sql<SqlBool>`(${sql.join(
    ranges.map(({ first, last }) => sql`${id} BETWEEN ${first} AND ${last}`),
    sql` OR `,
  )})`;
}

/** A filter on its document `d`; `index`: an index of migration 0026 that finds the documents passing it. */
type DocumentFilter = { condition: RawBuilder<SqlBool>; index?: string };

/** The request's filters (spec §4/§5), on the filter columns of the table aliased `d`. */
function documentFilters(request: SearchRequest, d: RawBuilder<unknown> = sql.raw('d')): DocumentFilter[] {
  const filters: DocumentFilter[] = [];
  const on = (condition: RawBuilder<SqlBool>, index?: string) => filters.push(index ? { condition, index } : { condition });
  if (request.year !== undefined) on(sql`${d}.year = ${request.year}`, 'search_document_by_year');
  if (request.withinYears !== undefined) on(sql`${d}.year > ${new Date().getFullYear() - request.withinYears}`, 'search_document_by_year');
  if (request.publicationId !== undefined) on(sql`${d}.publication_id = ${request.publicationId}`, 'search_document_by_journal');
  if (request.columnId !== undefined) on(sql`${d}.column_id = ${request.columnId}`);
  if (request.periodId !== undefined) on(sql`${d}.period_id = ${request.periodId}`);
  // Spec §4 article type filter: 0 open access, 1 not.
  if (request.oa !== undefined) on(sql`${d}.open_access = ${request.oa === 0 ? 1 : 0}`);
  if (request.publicationType !== undefined) on(sql`${d}.article_id IS NOT NULL AND ${request.publicationType === 1 ? onlineFirst(d) : formal(d)}`);
  if (request.download === 1) on(sql`${d}.has_pdf = 1`);
  return filters;
}

/**
 * The request's filters as conditions on the table aliased `alias`, which has the filter columns of search_document
 * (PostgreSQL's search_text copies them: migration 0032).
 */
export const documentFilterConditions = (request: SearchRequest, alias: 'd' | 't'): RawBuilder<SqlBool>[] =>
  documentFilters(request, sql.raw(alias)).map((filter) => filter.condition);

/** Whether the request filters on what only its documents tell (year, journal, access …). */
export const hasDocumentFilters = (request: SearchRequest): boolean => documentFilters(request).length > 0;

const allOf = (conditions: RawBuilder<SqlBool>[]) => sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;

/** A part of the id range: ids from `atLeast` on, or below `below` (FTS5 reads it as it reads the scope). */
export type IdBound = { atLeast: number } | { below: number };

type ResultSetOptions = {
  /** Every kind (the kinds facet), not the request's. */
  anyKind?: boolean;
  /** Join the documents' filter columns as `d`, for what reads them (sorts, facets). */
  withDocuments?: boolean;
  /** Only the hits of this part of the ids (the candidates of a broad search's ranking, fts5-ranked-page.ts). */
  ids?: IdBound | undefined;
  /** What the query finds, the request's filters left out. */
  withoutFilters?: boolean;
};

const withinIds = (ids: IdBound) =>
  'atLeast' in ids ? sql<SqlBool>`search_fts.rowid >= ${ids.atLeast}` : sql<SqlBool>`search_fts.rowid < ${ids.below}`;

/**
 * The FTS rows a search finds: matching the expression, in the scope's sites and the request's kind, passing its
 * filters. Without `withDocuments`, a document is looked up only for a filtered search, and only to filter.
 */
export function resultSet(match: string, request: SearchRequest, scope: SearchScope, { anyKind = false, withDocuments = false, ids, withoutFilters = false }: ResultSetOptions = {}): ResultSet {
  const filters = withoutFilters ? [] : documentFilters(request);
  const kind = anyKind ? null : request.type;
  const conditions = [sql<SqlBool>`search_fts MATCH ${match}`, inScope(scope.siteIds, kind)];
  if (ids) conditions.push(withinIds(ids));
  if (withDocuments) {
    return { from: sql`search_fts JOIN ${filterColumns} ON d.id = search_fts.rowid`, where: allOf([...conditions, ...filters.map((filter) => filter.condition)]) };
  }
  // A year or a journal keeps a few documents in ten: they are gathered once from their index, and each hit is
  // looked for among them (`+`: not the other way round), which costs less than looking up each hit's document.
  const indexed = filters.find((filter) => filter.index !== undefined);
  if (indexed?.index) {
    conditions.push(sql<SqlBool>`+search_fts.rowid IN (
      SELECT d.id FROM search_document AS d INDEXED BY ${sql.raw(indexed.index)} WHERE ${indexed.condition} AND ${inScope(scope.siteIds, kind, sql`d.id`)})`);
  }
  const others = filters.filter((filter) => filter !== indexed).map((filter) => filter.condition);
  if (others.length > 0) conditions.push(sql<SqlBool>`EXISTS (SELECT 1 FROM ${filterColumns} WHERE d.id = search_fts.rowid AND ${allOf(others)})`);
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
