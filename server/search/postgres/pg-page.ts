import { sql, type Kysely } from 'kysely';
import type { SearchRequest } from '../../../schemas/search/search-request.ts';
import type { Database } from '../../db/tables.ts';
import { hasDocumentFilters, sortKeys } from '../fts5-result-set.ts';
import type { PageOfHits } from '../fts5-page.ts';
import type { SearchScope } from '../search-engine.ts';
import { relevancePage } from './pg-ranked-page.ts';
import { sortedWalkOf, walkedPageIds } from './pg-sorted-walk.ts';
import { relevance, resultSet } from './pg-result-set.ts';
import type { TsMatch } from './to-tsquery.ts';

/**
 * One page of a search on PostgreSQL: the ids of the page's hits in order and the total (the rows shown are then read
 * for those ids only, as on SQLite). By relevance: pg-ranked-page.ts. Sorted by a column: a broad unfiltered search
 * walks the column's order (pg-sorted-walk.ts); otherwise each hit's document is joined once.
 */

const pageClause = (request: SearchRequest) => sql`LIMIT ${request.size} OFFSET ${request.page * request.size}`;
const direction = (request: SearchRequest) => sql.raw(request.order === 'asc' ? 'ASC' : 'DESC');
type SortKey = (typeof sortKeys)[keyof typeof sortKeys];

const articlesFor = (live: boolean) => (live ? sql`LEFT JOIN article AS a ON a.id = d.article_id` : sql``);

/** The page's ids of an unfiltered search sorted by a column, in order; ties by relevance, then id. */
async function unfilteredSortedIds(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, { key, live }: SortKey): Promise<number[]> {
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
async function filteredSortedPage(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, sort: SortKey): Promise<PageOfHits> {
  const { from, where } = resultSet(match, request, scope, { withDocuments: true });
  const { rows } = await sql<{ id: number; total: number }>`
    WITH hits AS MATERIALIZED (
      SELECT t.id, ${relevance(match)} AS score, ${sort.key} AS sort_key FROM ${from} ${articlesFor(sort.live)} WHERE ${where}
    )
    SELECT id, (SELECT count(*) FROM hits) AS total FROM hits
    ORDER BY sort_key ${direction(request)}, score DESC, id ${pageClause(request)}`.execute(db);
  const total = rows[0] ? Number(rows[0].total) : request.page === 0 ? 0 : await countMatches(db, match, request, scope);
  return { ids: rows.map((row) => Number(row.id)), total };
}

/**
 * The ids of the requested page's hits, in order, and how many hits there are. `rankedCandidates`: how many hits at
 * most are ranked by relevance as a whole, the rest after them (pg-ranked-page.ts).
 */
export async function pageOfHits(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope, rankedCandidates: number): Promise<PageOfHits> {
  if (request.sort === 'relevance') return relevancePage(db, match, request, scope, rankedCandidates);
  const sort = sortKeys[request.sort];
  if (hasDocumentFilters(request)) return filteredSortedPage(db, match, request, scope, sort);
  const walk = sortedWalkOf(request);
  // Counted first where a walk could serve: a search with more hits than it ranks walks rather than sorts them all.
  const counted = walk ? await countMatches(db, match, request, scope) : null;
  if (walk && counted !== null && counted > rankedCandidates) return { ids: await walkedPageIds(db, walk, match, request, scope), total: counted };
  const ids = await unfilteredSortedIds(db, match, request, scope, sort);
  const offset = request.page * request.size;
  const lastPage = ids.length < request.size && (ids.length > 0 || offset === 0);
  return { ids, total: counted ?? (lastPage ? offset + ids.length : await countMatches(db, match, request, scope)) };
}
