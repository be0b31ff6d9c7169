import { sql, type Kysely } from 'kysely';
import type { SearchRequest } from '../../schemas/search/search-request.ts';
import type { Database } from '../db/tables.ts';
import { relevance, resultSet, type IdBound } from './fts5-result-set.ts';
import type { SearchScope } from './search-engine.ts';

/**
 * Relevance ranking of a broad search with a bounded candidate set. bm25 costs about a microsecond a hit, so ranking
 * every hit of a word found in half of 100,000 articles takes longer than the whole answer may. When a search finds
 * more hits than it ranks (by default `defaultRankedCandidates`), its candidates are the newest of them (the highest ids: the
 * last indexed), ranked by bm25; the older hits follow, ranked by bm25 among themselves, for the pages that reach
 * them. The order is total and the same on every page, and the total stays exact. Below the bound every hit is
 * ranked, as before: what a search that finds fewer hits answers does not change.
 */
export const defaultRankedCandidates = 5_000;

/** Where a broad search's candidates start: the id of the oldest of the newest `count` hits. */
export type Candidates = { count: number; boundary: number };

/** The newest `count` hits' boundary; null when there are no more hits than that. */
export async function candidatesOf(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, count: number): Promise<Candidates | null> {
  const { from, where } = resultSet(match, request, scope);
  const { rows } = await sql<{ id: number }>`
    SELECT search_fts.rowid AS id FROM ${from} WHERE ${where} ORDER BY search_fts.rowid DESC LIMIT 1 OFFSET ${count - 1}`.execute(db);
  return rows[0] ? { count, boundary: rows[0].id } : null;
}

async function rankedIds(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, ids: IdBound, limit: number, offset: number): Promise<number[]> {
  const { from, where } = resultSet(match, request, scope, { ids });
  const { rows } = await sql<{ id: number }>`
    SELECT search_fts.rowid AS id FROM ${from} WHERE ${where} ORDER BY ${relevance}, search_fts.rowid LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((row) => row.id);
}

/** The ids of the requested page's hits: from the candidates, the older hits, or both. */
export async function boundedRelevancePage(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, { count, boundary }: Candidates): Promise<number[]> {
  const start = request.page * request.size;
  const end = start + request.size;
  const newest = start < count ? await rankedIds(db, match, request, scope, { atLeast: boundary }, Math.min(end, count) - start, start) : [];
  const older = end > count ? await rankedIds(db, match, request, scope, { below: boundary }, end - Math.max(start, count), Math.max(start - count, 0)) : [];
  return [...newest, ...older];
}
