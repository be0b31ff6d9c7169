import { sql, type Kysely } from 'kysely';
import type { SearchRequest } from '../../../schemas/search/search-request.ts';
import type { Database } from '../../db/tables.ts';
import { hasDocumentFilters, sortKeys } from '../fts5-result-set.ts';
import type { PageOfHits } from '../fts5-page.ts';
import type { SearchScope } from '../search-engine.ts';
import { boundedRelevancePage, candidatesOf } from './pg-ranked-page.ts';
import { relevance, resultSet } from './pg-result-set.ts';
import type { TsMatch } from './to-tsquery.ts';

/**
 * One page of a search on PostgreSQL: the ids of the page's hits in order and the total (the rows shown are then read
 * for those ids only, as on SQLite). Unfiltered, the ranking reads the search text alone; filtered or sorted, each
 * hit's document is joined once.
 */

const pageClause = (request: SearchRequest) => sql`LIMIT ${request.size} OFFSET ${request.page * request.size}`;
const direction = (request: SearchRequest) => sql.raw(request.order === 'asc' ? 'ASC' : 'DESC');
const articlesFor = (live: boolean) => (live ? sql`LEFT JOIN article AS a ON a.id = d.article_id` : sql``);

/** The page's ids of an unfiltered search, in order; ties by relevance, then id. */
async function unfilteredPageIds(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope): Promise<number[]> {
  if (request.sort === 'relevance') {
    const { from, where } = resultSet(match, request, scope);
    const { rows } = await sql<{ id: number }>`SELECT t.id FROM ${from} WHERE ${where} ORDER BY ${relevance(match)} DESC, t.id ${pageClause(request)}`.execute(db);
    return rows.map((row) => Number(row.id));
  }
  const { key, live } = sortKeys[request.sort];
  const { from, where } = resultSet(match, request, scope, { withDocuments: true });
  // Ranked are only the hits up to the page's end and those tied with the last of them: the order is the same.
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM (
      SELECT t.id, t.vector, ${key} AS sort_key FROM ${from} ${articlesFor(live)} WHERE ${where}
      ORDER BY sort_key ${direction(request)} FETCH FIRST (${(request.page + 1) * request.size}) ROWS WITH TIES
    ) AS t
    ORDER BY sort_key ${direction(request)}, ${relevance(match)} DESC, t.id ${pageClause(request)}`.execute(db);
  return rows.map((row) => Number(row.id));
}

async function countMatches(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope): Promise<number> {
  const { from, where } = resultSet(match, request, scope);
  const { rows } = await sql<{ total: number }>`SELECT count(*) AS total FROM ${from} WHERE ${where}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** A filtered search's page and total in one pass. */
async function filteredPage(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope): Promise<PageOfHits> {
  const sort = request.sort === 'relevance' ? null : sortKeys[request.sort];
  const { from, where } = resultSet(match, request, scope, { withDocuments: true });
  const { rows } = await sql<{ id: number; total: number }>`
    WITH hits AS MATERIALIZED (
      SELECT t.id, ${relevance(match)} AS score, ${sort ? sort.key : sql`NULL`} AS sort_key FROM ${from} ${articlesFor(sort?.live ?? false)} WHERE ${where}
    )
    SELECT id, (SELECT count(*) FROM hits) AS total FROM hits
    ORDER BY ${sort ? sql`sort_key ${direction(request)},` : sql``} score DESC, id ${pageClause(request)}`.execute(db);
  const total = rows[0] ? Number(rows[0].total) : request.page === 0 ? 0 : await countMatches(db, match, request, scope);
  return { ids: rows.map((row) => Number(row.id)), total };
}

/**
 * The ids of the requested page's hits, in order, and how many hits there are. `rankedCandidates`: how many hits at
 * most are ranked by relevance as a whole, the rest after them (pg-ranked-page.ts).
 */
export async function pageOfHits(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, rankedCandidates: number): Promise<PageOfHits> {
  const candidates = request.sort === 'relevance' ? await candidatesOf(db, match, request, scope, rankedCandidates) : null;
  if (candidates) return { ids: await boundedRelevancePage(db, match, request, scope, candidates), total: candidates.total };
  if (hasDocumentFilters(request)) return filteredPage(db, match, request, scope);
  const ids = await unfilteredPageIds(db, match, request, scope);
  const offset = request.page * request.size;
  const lastPage = ids.length < request.size && (ids.length > 0 || offset === 0);
  return { ids, total: lastPage ? offset + ids.length : await countMatches(db, match, request, scope) };
}
