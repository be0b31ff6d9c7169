import { sql, type Kysely } from 'kysely';
import type { SearchRequest } from '../../schemas/search/search-request.ts';
import type { Database } from '../db/tables.ts';
import { resultSet, type IdBound } from './fts5-result-set.ts';
import type { SearchScope } from './search-engine.ts';

/** How many documents the search finds (in a part of the ids only, when given). */
export async function countMatches(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope, ids?: IdBound): Promise<number> {
  const { from, where } = resultSet(match, request, scope, { ids });
  const { rows } = await sql<{ total: number }>`SELECT count(*) AS total FROM ${from} WHERE ${where}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
