import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchRequest } from '../../../schemas/search/search-request.ts';
import type { Database } from '../../db/tables.ts';
import type { PageOfHits } from '../fts5-page.ts';
import type { SearchScope } from '../search-engine.ts';
import { passesFilters, relevance, resultSet } from './pg-result-set.ts';
import { inBucketsBetween } from './recency-buckets.ts';
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

/** The total, the candidates that pass the filters, where the candidates start (null: every hit is one), the page's ids. */
type FirstPass = { total: number; candidates: number; boundary: number | null; ids: number[] };

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

/** The page's ids among the candidates (`candidates`, a CTE of ids and whether each passes the filters), by relevance. */
const rankedIds = (match: TsMatch, request: SearchRequest) => sql<number[]>`ARRAY(
  SELECT t.id FROM search_text AS t WHERE t.id = ANY (ARRAY(SELECT id FROM candidates WHERE kept))
  ORDER BY ${relevance(match)} DESC, t.id LIMIT ${request.size} OFFSET ${request.page * request.size})`;

/**
 * A first pass's answer, after CTEs that name `counts` (the total that passes the filters, and every hit found) and
 * `candidates` (ids, and whether each passes): the candidates kept, where they start, and the page's ids among them.
 */
async function firstPassAfter(db: Kysely<Database>, ctes: RawBuilder<unknown>, match: TsMatch, request: SearchRequest, limit: number): Promise<FirstPass> {
  const { rows } = await sql<{ total: number; candidates: number; boundary: number | null; ids: number[] }>`${ctes}
    SELECT
      counts.total,
      (SELECT count(*) FROM candidates WHERE kept) AS candidates,
      CASE WHEN counts.found > ${limit} THEN (SELECT min(id) FROM candidates) END AS boundary,
      ${rankedIds(match, request)} AS ids
    FROM counts`.execute(db);
  const row = rows[0]!;
  return { total: Number(row.total), candidates: Number(row.candidates), boundary: row.boundary === null ? null : Number(row.boundary), ids: row.ids.map(Number) };
}

/**
 * One pass over the hits, for a match the index finds only candidates of (a phrase, a weight class: each row's vector
 * is read to check it, once): the total, the candidates and the page's ids among them — their vectors read by primary
 * key, not by walking every hit again.
 */
async function singlePass(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, limit: number): Promise<FirstPass> {
  const { from, where } = resultSet(match, { ...request, ...withoutFilters }, scope);
  const ctes = sql`
    WITH hits AS MATERIALIZED (SELECT t.id, ${passesFilters(request)} AS kept FROM ${from} WHERE ${where}),
    candidates AS MATERIALIZED (SELECT id, kept FROM hits ORDER BY id DESC LIMIT ${limit}),
    counts AS (SELECT count(*) FILTER (WHERE kept) AS total, count(*) AS found FROM hits)`;
  return firstPassAfter(db, ctes, match, request, limit);
}

/** How many times the bound a query must find before its candidates are looked for among the newest ids only. */
const broadFactor = 3;

/**
 * Where countedThenNewest looks for the newest `limit` hits first (an SQL expression over its counts): from the newest
 * hit back over as many ids as should hold them were the hits spread evenly between the oldest and the newest, with a
 * margin. The oldest hit (every hit read) when the query finds too few for that to leave most of them out.
 */
const likelyFrom = (limit: number) => sql<number>`
  CASE WHEN count(*) > ${broadFactor * limit}
    THEN greatest(min(t.id), max(t.id) + 1 - ceil(${limit * 1.25}::float8 * (max(t.id) - min(t.id) + 1) / count(*))::bigint)
    ELSE min(t.id) END`;

/**
 * One statement, for a match the index finds exactly: the hits counted (each row visited for its id only), then, for a
 * broad query, the candidates read from the likely range of the newest ids only — the GIN index finds the hits in its
 * buckets (recency-buckets.ts), so only their rows are visited — where a single pass would keep every hit aside and
 * sort them all by id. A narrower query, or too few hits in that range (hits bunched among older ids): every hit is
 * read again.
 */
async function countedThenNewest(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, limit: number): Promise<FirstPass> {
  const { from, where } = resultSet(match, { ...request, ...withoutFilters }, scope);
  const kept = passesFilters(request);
  // A CTE or branch whose condition is false is never run: `likely` only when its range leaves hits out, the second
  // branch of `candidates` only when `likely` holds too few.
  const ctes = sql`
    WITH counts AS MATERIALIZED (
      SELECT count(*) FILTER (WHERE ${kept}) AS total, count(*) AS found, min(t.id) AS oldest, max(t.id) AS newest, ${likelyFrom(limit)} AS likely_from
      FROM ${from} WHERE ${where}
    ),
    likely AS MATERIALIZED (
      SELECT t.id, ${kept} AS kept FROM ${from}
      WHERE ${where} AND (SELECT likely_from > oldest FROM counts)
        AND ${inBucketsBetween(sql`SELECT likely_from FROM counts`, sql`SELECT newest FROM counts`)}
      ORDER BY t.id DESC LIMIT ${limit}
    ),
    enough AS MATERIALIZED (SELECT likely_from > oldest AND (SELECT count(*) FROM likely) = ${limit} AS enough FROM counts),
    candidates AS MATERIALIZED (
      SELECT id, kept FROM likely WHERE (SELECT enough FROM enough)
      UNION ALL
      (SELECT t.id, ${kept} FROM ${from} WHERE ${where} AND NOT (SELECT enough FROM enough) ORDER BY t.id DESC LIMIT ${limit})
    )`;
  return firstPassAfter(db, ctes, match, request, limit);
}

/** The ids of hits older than the candidates, ranked among themselves: `limit` of them from `offset`. */
async function olderIds(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, boundary: number, limit: number, offset: number): Promise<number[]> {
  const { from, where } = resultSet(match, request, scope);
  // `t.id + 0`: the hits come from the GIN index, rather than the primary key walked and each row's vector read.
  const { rows } = await sql<{ id: number }>`
    SELECT t.id FROM ${from} WHERE ${where} AND ${sql<SqlBool>`t.id + 0 < ${boundary}`}
    ORDER BY ${relevance(match)} DESC, t.id LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/**
 * The requested page of a search by relevance, and its total: from the candidates, the older hits, or both. Run with
 * plain index scans off (postgres-search-engine.ts): the primary key is read as a bitmap beside the GIN index's.
 */
export async function relevancePage(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, limit: number): Promise<PageOfHits> {
  const pass = match.exact ? countedThenNewest : singlePass;
  const { total, candidates, boundary, ids } = await pass(db, match, request, scope, limit);
  const start = request.page * request.size;
  const end = start + request.size;
  if (boundary === null || end <= candidates) return { ids, total };
  const older = await olderIds(db, match, request, scope, boundary, end - Math.max(start, candidates), Math.max(start - candidates, 0));
  return { ids: [...ids, ...older], total };
}
