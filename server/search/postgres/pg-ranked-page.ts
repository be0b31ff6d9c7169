import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchRequest } from '../../../schemas/search/search-request.ts';
import type { Database } from '../../db/tables.ts';
import { hasDocumentFilters } from '../fts5-result-set.ts';
import type { SearchScope } from '../search-engine.ts';
import { relevance, resultSet } from './pg-result-set.ts';
import type { TsMatch } from './to-tsquery.ts';

/**
 * Relevance ranking of a broad search with a bounded candidate set, as on SQLite: ts_rank reads each hit's vector
 * from TOAST, some microseconds a hit, so a word found in half of 100,000 documents cannot have every hit ranked in
 * the time an answer may take. When a query finds more than `limit` documents, its candidates are the newest `limit`
 * of them (the highest ids: the last indexed), ranked first; the older hits follow, ranked among themselves, for the
 * pages that reach them. Filters keep the hits that pass in that order. The order is total and the same on every page,
 * and the total stays exact. A query that finds no more than the bound has every hit ranked.
 */
export const defaultRankedCandidates = 1_000;

/** Where a broad search's candidates start (the id of the oldest) and how many pass its filters; the total. */
export type Candidates = { boundary: number; count: number; total: number };

async function countWhere(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, boundary: number): Promise<{ total: number; newer: number }> {
  const { from, where } = resultSet(match, request, scope);
  const { rows } = await sql<{ total: number; newer: number }>`
    SELECT count(*) AS total, count(*) FILTER (WHERE t.id >= ${boundary}) AS newer FROM ${from} WHERE ${where}`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), newer: Number(rows[0]?.newer ?? 0) };
}

/** The candidates of a query that finds more than `limit` documents (filters aside), or null when it finds no more. */
export async function candidatesOf(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, limit: number): Promise<Candidates | null> {
  const { from, where } = resultSet(match, { ...request, ...withoutFilters }, scope);
  // `t.id + 0`: the ids come from the GIN index and are sorted, rather than the primary key walked newest first and
  // each row's vector read to test it (a word in a sixth of the documents: six vectors read for each candidate).
  const { rows } = await sql<{ id: number }>`SELECT t.id FROM ${from} WHERE ${where} ORDER BY t.id + 0 DESC LIMIT 1 OFFSET ${limit}`.execute(db);
  if (!rows[0]) return null;
  const boundary = Number(rows[0].id) + 1;
  if (!hasDocumentFilters(request)) return { boundary, count: limit, total: (await countWhere(db, match, request, scope, boundary)).total };
  const { total, newer } = await countWhere(db, match, request, scope, boundary);
  return { boundary, count: newer, total };
}

/** The request's filters left out: the candidates are the query's newest hits, whatever the filters keep of them. */
const withoutFilters = {
  year: undefined,
  withinYears: undefined,
  publicationId: undefined,
  columnId: undefined,
  periodId: undefined,
  oa: undefined,
  publicationType: undefined,
  download: undefined,
} satisfies Partial<SearchRequest>;

async function rankedIds(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, part: RawBuilder<SqlBool>, limit: number, offset: number): Promise<number[]> {
  const { from, where } = resultSet(match, request, scope);
  const { rows } = await sql<{ id: number }>`
    SELECT t.id FROM ${from} WHERE ${where} AND ${part} ORDER BY ${relevance(match)} DESC, t.id LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** The ids of the requested page's hits: from the candidates, the older hits, or both. */
export async function boundedRelevancePage(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, { boundary, count }: Candidates): Promise<number[]> {
  const start = request.page * request.size;
  const end = start + request.size;
  // As above, the hits from the index; only the vectors of those on the page's side of the boundary are read to rank.
  const newest = start < count ? await rankedIds(db, match, request, scope, sql<SqlBool>`t.id + 0 >= ${boundary}`, Math.min(end, count) - start, start) : [];
  const older = end > count ? await rankedIds(db, match, request, scope, sql<SqlBool>`t.id + 0 < ${boundary}`, end - Math.max(start, count), Math.max(start - count, 0)) : [];
  return [...newest, ...older];
}
