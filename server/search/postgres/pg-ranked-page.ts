import { sql, type Kysely, type SqlBool } from 'kysely';
import type { SearchRequest } from '../../../schemas/search/search-request.ts';
import type { Database } from '../../db/tables.ts';
import type { PageOfHits } from '../fts5-page.ts';
import type { SearchScope } from '../search-engine.ts';
import { passesFilters, relevance, resultSet } from './pg-result-set.ts';
import type { TsMatch } from './to-tsquery.ts';

/**
 * Relevance ranking with a bounded candidate set, as on SQLite: ts_rank reads each hit's vector from TOAST, some
 * microseconds a hit, so a word found in half of 100,000 documents cannot have every hit ranked in the time an answer
 * may take. A query's candidates are its newest `limit` hits (the highest ids: the last indexed), ranked first; the
 * older hits follow, ranked among themselves, for the pages that reach them. Filters keep the hits that pass in that
 * order. The order is total and the same on every page, and the total stays exact. A query that finds no more than
 * the bound has every hit ranked.
 */
export const defaultRankedCandidates = 1_000;

type FirstPass = { total: number; candidates: number; boundary: number | null; ids: number[] };

/**
 * One pass over the hits (each hit's row is visited once, to see it is live and read its id): the total, the
 * candidates that pass the filters, where the candidates start (null: every hit is one), and the page's ids among the
 * candidates — their vectors read by primary key, not by walking every hit again.
 */
async function firstPass(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, limit: number): Promise<FirstPass> {
  const { from, where } = resultSet(match, { ...request, ...withoutFilters }, scope);
  const start = request.page * request.size;
  const { rows } = await sql<{ total: number; candidates: number; boundary: number | null; ids: number[] }>`
    WITH hits AS MATERIALIZED (SELECT t.id, ${passesFilters(request)} AS kept FROM ${from} WHERE ${where}),
    candidates AS MATERIALIZED (SELECT id, kept FROM hits ORDER BY id DESC LIMIT ${limit}),
    ranked AS (
      SELECT t.id FROM search_text AS t WHERE t.id = ANY (ARRAY(SELECT id FROM candidates WHERE kept))
      ORDER BY ${relevance(match)} DESC, t.id LIMIT ${request.size} OFFSET ${start}
    ),
    counts AS (SELECT count(*) FILTER (WHERE kept) AS total, count(*) AS found FROM hits)
    SELECT
      counts.total,
      (SELECT count(*) FROM candidates WHERE kept) AS candidates,
      CASE WHEN counts.found > ${limit} THEN (SELECT min(id) FROM candidates) END AS boundary,
      ARRAY(SELECT id FROM ranked) AS ids
    FROM counts`.execute(db);
  const row = rows[0]!;
  return { total: Number(row.total), candidates: Number(row.candidates), boundary: row.boundary === null ? null : Number(row.boundary), ids: row.ids.map(Number) };
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

/** The ids of hits older than the candidates, ranked among themselves: `limit` of them from `offset`. */
async function olderIds(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, boundary: number, limit: number, offset: number): Promise<number[]> {
  const { from, where } = resultSet(match, request, scope);
  // `t.id + 0`: the hits come from the GIN index, rather than the primary key walked and each row's vector read.
  const { rows } = await sql<{ id: number }>`
    SELECT t.id FROM ${from} WHERE ${where} AND ${sql<SqlBool>`t.id + 0 < ${boundary}`}
    ORDER BY ${relevance(match)} DESC, t.id LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** The requested page of a search by relevance, and its total: from the candidates, the older hits, or both. */
export async function relevancePage(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, limit: number): Promise<PageOfHits> {
  const { total, candidates, boundary, ids } = await firstPass(db, match, request, scope, limit);
  const start = request.page * request.size;
  const end = start + request.size;
  if (boundary === null || end <= candidates) return { ids, total };
  const older = await olderIds(db, match, request, scope, boundary, end - Math.max(start, candidates), Math.max(start - candidates, 0));
  return { ids: [...ids, ...older], total };
}
