import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchKind, SearchRequest, SearchSort } from '../../../schemas/search/search-request.ts';
import type { Database } from '../../db/tables.ts';
import type { SearchScope } from '../search-engine.ts';
import { resultSet } from './pg-result-set.ts';
import type { TsMatch } from './to-tsquery.ts';

/**
 * A column sort of a search with many hits on PostgreSQL, as on SQLite (fts5-sorted-walk.ts): the column's index
 * (migration 0026) walked in order, each entry's search text looked up by primary key and kept when it is a hit. A
 * page of a word found in a fifth of the articles is read after a hundred entries, where sorting every hit joins every
 * hit's document and article. Ties in the column are ordered by id (the walk's order), not by relevance, as on SQLite.
 * Used only when a search finds more hits than it ranks and has no filters.
 */
type Walk = { from: RawBuilder<unknown>; order: RawBuilder<unknown>[] };

const documentWalk = (column: string): Walk => ({ from: sql`search_document AS d`, order: [sql.ref(`d.${column}`), sql`d.id`] });

/** Documents by a live counter of the article they are or belong to: only kinds whose every document has an article. */
const articleWalk = (column: string): Walk => ({
  from: sql`article AS a JOIN search_document AS d ON d.article_id = a.id`,
  order: [sql.ref(`a.${column}`), sql`a.id`, sql`d.id`],
});
const kindsWithArticles: readonly SearchKind[] = ['article', 'figure', 'table'];

const walks: Record<Exclude<SearchSort, 'relevance'>, { walk: Walk; kinds: readonly SearchKind[] | 'any' }> = {
  date: { walk: documentWalk('publish_date'), kinds: 'any' },
  updated: { walk: documentWalk('updated_at'), kinds: 'any' },
  visits: { walk: articleWalk('visits'), kinds: kindsWithArticles },
  downloads: { walk: articleWalk('downloads'), kinds: kindsWithArticles },
  citations: { walk: articleWalk('reference_count'), kinds: kindsWithArticles },
  comments: { walk: articleWalk('comment_count'), kinds: kindsWithArticles },
};

/** The walk that serves the request's sort, or null (relevance; a sort by counters of a kind without articles). */
export function sortedWalkOf(request: SearchRequest): Walk | null {
  if (request.sort === 'relevance') return null;
  const { walk, kinds } = walks[request.sort];
  return kinds === 'any' || kinds.includes(request.type) ? walk : null;
}

/** The ids of the requested page's hits, in the walk's order. */
export async function walkedPageIds(db: Kysely<Database>, walk: Walk, match: TsMatch, request: SearchRequest, scope: SearchScope): Promise<number[]> {
  const direction = sql.raw(request.order === 'asc' ? 'ASC' : 'DESC');
  const { from, where } = resultSet(match, request, scope);
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM ${walk.from} WHERE EXISTS (SELECT 1 FROM ${from} WHERE t.id = d.id AND ${where})
    ORDER BY ${sql.join(walk.order.map((term) => sql`${term} ${direction}`))}
    LIMIT ${request.size} OFFSET ${request.page * request.size}`.execute(db);
  return rows.map((row) => Number(row.id));
}
