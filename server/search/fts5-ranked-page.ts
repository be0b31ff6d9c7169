import { sql, type Kysely } from 'kysely';
import type { SearchRequest } from '../../schemas/search/search-request.ts';
import type { Database } from '../db/tables.ts';
import { countMatches } from './fts5-count.ts';
import { hasDocumentFilters, relevance, resultSet, type IdBound } from './fts5-result-set.ts';
import type { SearchScope } from './search-engine.ts';

/**
 * Relevance ranking of a broad search with a bounded candidate set. bm25 costs about a microsecond a hit, so ranking
 * every hit of a word found in half of 100,000 articles takes longer than the whole answer may. When a query finds
 * more documents than the engine ranks as a whole (by default `defaultRankedCandidates`), its candidates are the
 * newest of them (the highest ids: the last indexed), ranked by bm25 first; the older hits follow, ranked by bm25
 * among themselves, for the pages that reach them. Filters keep the hits that pass in that order. The order is total
 * and the same on every page, and the total stays exact. A query that finds no more than the bound has every hit
 * ranked, as before: what a narrower search answers does not change.
 */
export const defaultRankedCandidates = 5_000;

/** Where a broad search's candidates start (the id of the oldest), and how many of them pass its filters. */
export type Candidates = { boundary: number; count: number };

/** The id of the oldest of the newest `limit` documents a query finds, filters aside; null when it finds no more. */
export async function candidateBoundary(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, limit: number): Promise<number | null> {
  const { from, where } = resultSet(match, request, scope, { withoutFilters: true });
  const { rows } = await sql<{ id: number }>`
    SELECT search_fts.rowid AS id FROM ${from} WHERE ${where} ORDER BY search_fts.rowid DESC LIMIT 1 OFFSET ${limit - 1}`.execute(db);
  return rows[0]?.id ?? null;
}

/** A broad search's candidates from their boundary, and its total: a filtered search's counted in one pass. */
export async function candidatesFrom(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, boundary: number, limit: number): Promise<{ candidates: Candidates; total: number }> {
  if (!hasDocumentFilters(request)) return { candidates: { boundary, count: limit }, total: await countMatches(db, match, request, scope) };
  const { from, where } = resultSet(match, request, scope);
  const { rows } = await sql<{ total: number; newer: number | null }>`
    SELECT count(*) AS total, sum(search_fts.rowid >= ${boundary}) AS newer FROM ${from} WHERE ${where}`.execute(db);
  return { candidates: { boundary, count: Number(rows[0]?.newer ?? 0) }, total: Number(rows[0]?.total ?? 0) };
}

async function rankedIds(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, ids: IdBound, limit: number, offset: number): Promise<number[]> {
  const { from, where } = resultSet(match, request, scope, { ids });
  const { rows } = await sql<{ id: number }>`
    SELECT search_fts.rowid AS id FROM ${from} WHERE ${where} ORDER BY ${relevance}, search_fts.rowid LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((row) => row.id);
}

/** The ids of the requested page's hits: from the candidates, the older hits, or both. */
export async function boundedRelevancePage(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, { boundary, count }: Candidates): Promise<number[]> {
  const start = request.page * request.size;
  const end = start + request.size;
  const newest = start < count ? await rankedIds(db, match, request, scope, { atLeast: boundary }, Math.min(end, count) - start, start) : [];
  const older = end > count ? await rankedIds(db, match, request, scope, { below: boundary }, end - Math.max(start, count), Math.max(start - count, 0)) : [];
  return [...newest, ...older];
}
