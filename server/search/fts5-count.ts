import { sql, type Kysely } from 'kysely';
import type { SearchRequest } from '../../schemas/search/search-request.ts';
import type { Database } from '../db/tables.ts';
import { resultSet } from './fts5-result-set.ts';
import type { SearchScope } from './search-engine.ts';

/** How many documents the search finds. */
export async function countMatches(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope): Promise<number> {
  const { from, where } = resultSet(match, request, scope);
  const { rows } = await sql<{ total: number }>`SELECT count(*) AS total FROM ${from} WHERE ${where}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
