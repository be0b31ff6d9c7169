import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchKind, SearchRequest, SearchSort } from '../../schemas/search/search-request.ts';
import type { Database } from '../db/tables.ts';
import { resultSet } from './fts5-result-set.ts';
import type { SearchScope } from './search-engine.ts';

/**
 * A column sort of a search with many hits, by walking the column's order (migration 0026) and keeping the entries
 * that are hits: a page of a word found in half the articles is read after a few dozen entries, where sorting every
 * hit reads them all. Ties in the column are ordered by id (the walk's order), not by relevance: ranking them would
 * cost a bm25 of every hit again. Used only when a search finds more hits than it ranks (fts5-ranked-page.ts) and
 * has no filters, so a narrower search sorts as before.
 */
type Walk = { from: RawBuilder<unknown>; key: RawBuilder<unknown>; ties: RawBuilder<unknown>[] };

/** Documents by a column of their own, each one's id next. */
const documentWalk = (index: string, column: string): Walk => ({
  from: sql`search_document AS d INDEXED BY ${sql.raw(index)}`,
  key: sql.ref(`d.${column}`),
  ties: [sql`d.id`],
});

/**
 * Documents by a live counter of the article they are or belong to. Only kinds whose every document has an article
 * (a figure or table takes its article's counters); the others read their own, and are sorted as before.
 */
const articleWalk = (index: string, column: string): Walk => ({
  from: sql`article AS a INDEXED BY ${sql.raw(index)} JOIN search_document AS d INDEXED BY search_document_article ON d.article_id = a.id`,
  key: sql.ref(`a.${column}`),
  ties: [sql`a.id`, sql`d.id`],
});
const kindsWithArticles: readonly SearchKind[] = ['article', 'figure', 'table'];

const walks: Record<Exclude<SearchSort, 'relevance'>, { walk: Walk; kinds: readonly SearchKind[] | 'any' }> = {
  date: { walk: documentWalk('search_document_by_date', 'publish_date'), kinds: 'any' },
  updated: { walk: documentWalk('search_document_by_update', 'updated_at'), kinds: 'any' },
  visits: { walk: articleWalk('article_by_visits', 'visits'), kinds: kindsWithArticles },
  downloads: { walk: articleWalk('article_by_downloads', 'downloads'), kinds: kindsWithArticles },
  citations: { walk: articleWalk('article_by_citations', 'reference_count'), kinds: kindsWithArticles },
  comments: { walk: articleWalk('article_by_comments', 'comment_count'), kinds: kindsWithArticles },
};

/** The walk that serves the request's sort, or null (relevance; a sort by counters of a kind without articles). */
export function sortedWalkOf(request: SearchRequest): Walk | null {
  if (request.sort === 'relevance') return null;
  const { walk, kinds } = walks[request.sort];
  return kinds === 'any' || kinds.includes(request.type) ? walk : null;
}

/** The ids of the requested page's hits, in the walk's order. */
export async function walkedPageIds(db: Kysely<Database>, walk: Walk, match: string, request: SearchRequest, scope: SearchScope): Promise<number[]> {
  const direction = sql.raw(request.order === 'asc' ? 'ASC' : 'DESC');
  const { from, where } = resultSet(match, request, scope);
  // `+d.id`: the hits are looked up for each entry walked, not the entries for each hit.
  const { rows } = await sql<{ id: number }>`
    SELECT d.id AS id FROM ${walk.from} WHERE +d.id IN (SELECT search_fts.rowid FROM ${from} WHERE ${where})
    ORDER BY ${sql.join([walk.key, ...walk.ties].map((term) => sql`${term} ${direction}`))}
    LIMIT ${request.size} OFFSET ${request.page * request.size}`.execute(db);
  return rows.map((row) => row.id);
}
