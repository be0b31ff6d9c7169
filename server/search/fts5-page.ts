import { sql, type Kysely } from 'kysely';
import type { SearchRequest } from '../../schemas/search/search-request.ts';
import type { Database } from '../db/tables.ts';
import { countMatches } from './fts5-count.ts';
import { boundedRelevancePage, candidateBoundary, candidatesFrom } from './fts5-ranked-page.ts';
import { articleCounters, hasDocumentFilters, liveCounters, relevance, resultSet, sortKeys } from './fts5-result-set.ts';
import { sortedWalkOf, walkedPageIds } from './fts5-sorted-walk.ts';
import type { SearchScope } from './search-engine.ts';
import type { HitRow } from './search-hit.ts';

/**
 * One page of a search, reading no more than it needs: the ids of the page's hits in order and the total, then the
 * rows shown for those ids only. A broad search ranks a bounded set of candidates, or walks a sort's order
 * (`broadPage`). Otherwise, unfiltered, the ranking reads the FTS index alone and the total is an FTS count (or none:
 * a page that is not full tells it); filtered, every hit's document is looked up once, in one pass that gives both.
 */

export type PageOfHits = { ids: number[]; total: number };

const pageClause = (request: SearchRequest) => sql`LIMIT ${request.size} OFFSET ${request.page * request.size}`;
const direction = (request: SearchRequest) => sql.raw(request.order === 'asc' ? 'ASC' : 'DESC');
const articlesFor = (live: boolean) => (live ? sql`LEFT JOIN ${articleCounters} ON a.id = d.article_id` : sql``);

/** The ids (FTS rowids) of the requested page's hits of an unfiltered search, in order; ties by relevance, then id. */
async function unfilteredPageIds(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope): Promise<number[]> {
  if (request.sort === 'relevance') {
    const { from, where } = resultSet(match, request, scope);
    const { rows } = await sql<{ id: number }>`SELECT search_fts.rowid AS id FROM ${from} WHERE ${where} ORDER BY ${relevance}, search_fts.rowid ${pageClause(request)}`.execute(db);
    return rows.map((row) => row.id);
  }
  const { key, live } = sortKeys[request.sort];
  const { from, where } = resultSet(match, request, scope, { withDocuments: true });
  const { rows } = await sql<{ id: number }>`
    SELECT search_fts.rowid AS id FROM ${from} ${articlesFor(live)} WHERE ${where}
    ORDER BY ${key} ${direction(request)}, ${relevance}, search_fts.rowid ${pageClause(request)}`.execute(db);
  return rows.map((row) => row.id);
}

/** A filtered search's page and total in one pass: the hits that pass, with their rank and sort key, kept once. */
async function filteredPage(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope): Promise<PageOfHits> {
  const sort = request.sort === 'relevance' ? null : sortKeys[request.sort];
  const { from, where } = resultSet(match, request, scope, { withDocuments: true });
  const { rows } = await sql<{ id: number; total: number }>`
    WITH hits AS MATERIALIZED (
      SELECT search_fts.rowid AS id, ${relevance} AS score, ${sort ? sort.key : sql`NULL`} AS sort_key FROM ${from} ${articlesFor(sort?.live ?? false)} WHERE ${where}
    )
    SELECT id, (SELECT count(*) FROM hits) AS total FROM hits
    ORDER BY ${sort ? sql`sort_key ${direction(request)},` : sql``} score, id ${pageClause(request)}`.execute(db);
  const total = rows[0] ? Number(rows[0].total) : request.page === 0 ? 0 : await countMatches(db, match, request, scope);
  return { ids: rows.map((row) => row.id), total };
}

/**
 * A search with more hits than it ranks (fts5-ranked-page.ts): by relevance, the bounded candidates first; by a
 * column without filters, a walk of the column's order (fts5-sorted-walk.ts). Null: rank or sort every hit.
 */
async function broadPage(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, rankedCandidates: number): Promise<PageOfHits | null> {
  const walk = hasDocumentFilters(request) ? null : sortedWalkOf(request);
  if (request.sort !== 'relevance' && !walk) return null;
  const boundary = await candidateBoundary(db, match, request, scope, rankedCandidates);
  if (boundary === null) return null;
  if (walk) return { ids: await walkedPageIds(db, walk, match, request, scope), total: await countMatches(db, match, request, scope) };
  const { candidates, total } = await candidatesFrom(db, match, request, scope, boundary, rankedCandidates);
  return { ids: await boundedRelevancePage(db, match, request, scope, candidates), total };
}

/**
 * The ids of the requested page's hits, in order, and how many hits there are. `rankedCandidates`: how many hits
 * at most are ranked (or sorted) as a whole, the rest after them (fts5-ranked-page.ts).
 */
export async function pageOfHits(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, rankedCandidates: number): Promise<PageOfHits> {
  const broad = await broadPage(db, match, request, scope, rankedCandidates);
  if (broad) return broad;
  if (hasDocumentFilters(request)) return filteredPage(db, match, request, scope);
  const ids = await unfilteredPageIds(db, match, request, scope);
  const offset = request.page * request.size;
  // A page that is not full, and not past the end, is the last: it tells the total without counting.
  const lastPage = ids.length < request.size && (ids.length > 0 || offset === 0);
  return { ids, total: lastPage ? offset + ids.length : await countMatches(db, match, request, scope) };
}

/** What the hits with these ids show, in the order of the ids. */
export async function hitRows(db: Kysely<Database>, ids: number[]): Promise<HitRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('search_document as d')
    .leftJoin('article as a', 'a.id', 'd.article_id')
    .select([
      'd.id',
      'd.kind',
      'd.ref_id',
      'd.site_id',
      'd.language',
      'd.title',
      'd.en_title',
      'd.summary',
      'd.en_summary',
      'd.authors',
      'd.source',
      'd.en_source',
      'd.url',
      'd.doi',
      'd.image_url',
      'd.year',
      'd.publish_date',
      'd.open_access',
      liveCounters.visits.as('visits'),
      liveCounters.downloads.as('downloads'),
      liveCounters.referenceCount.as('reference_count'),
      liveCounters.commentCount.as('comment_count'),
    ])
    .where('d.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
