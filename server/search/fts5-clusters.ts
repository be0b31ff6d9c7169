import { sql, type Kysely } from 'kysely';
import type { SearchKind, SearchRequest } from '../../schemas/search/search-request.ts';
import type { SearchClusters } from '../../schemas/search/search-results.ts';
import type { Database } from '../db/tables.ts';
import { facetClusters, type FacetRow } from './facet-counts.ts';
import { resultSet } from './fts5-result-set.ts';
import type { SearchScope } from './search-engine.ts';

/** Hits of one combination of what the facets count; `type`: spec §4 publication type, null when neither. */
type Combination = {
  kind: string;
  year: number | null;
  publication_id: number | null;
  column_id: number | null;
  of_article: number;
  open_access: number;
  type: '0' | '1' | null;
  count: number | bigint;
};

/** The facets' rows (facet, value, count) from the counts of each combination; the request's kind for all but kinds. */
function facetRows(combinations: Combination[], kind: SearchKind): FacetRow[] {
  const counts = new Map<string, FacetRow & { count: number }>();
  const add = (facet: FacetRow['facet'], value: string | number | null, count: number) => {
    const key = `${facet}\u0000${String(value)}`;
    const row = counts.get(key);
    if (row) row.count += count;
    else counts.set(key, { facet, value, count });
  };
  for (const combination of combinations) {
    const count = Number(combination.count);
    add('kinds', combination.kind, count);
    if (combination.kind !== kind) continue;
    add('years', combination.year, count);
    add('publications', combination.publication_id, count);
    add('columns', combination.column_id, count);
    if (combination.of_article) {
      add('openAccess', combination.open_access === 1 ? '0' : '1', count);
      add('publicationTypes', combination.type, count);
    }
  }
  return [...counts.values()];
}

/**
 * Facet counts over the whole result set of a search (spec §2 facet panel, result tabs), in one pass over it: the
 * hits of every kind are counted once by each combination of what the facets count (a few thousand at most where
 * there are tens of thousands of hits), then those counts summed by year, journal, column, access, publication type
 * and kind.
 */
export async function fts5Clusters(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope): Promise<SearchClusters> {
  const { from, where } = resultSet(match, request, scope, { anyKind: true, withDocuments: true });
  const { rows: combinations } = await sql<Combination>`
    SELECT d.kind, d.year, d.publication_id, d.column_id, d.article_id IS NOT NULL AS of_article, d.open_access,
      CASE WHEN d.first_status BETWEEN 1 AND 10 THEN '1' WHEN d.period_id IS NOT NULL OR d.first_status = 0 THEN '0' END AS type, count(*) AS count
    FROM ${from} WHERE ${where} GROUP BY 1, 2, 3, 4, 5, 6, 7`.execute(db);
  return facetClusters(db, facetRows(combinations, request.type), scope.language);
}
