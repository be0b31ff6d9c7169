import { sql, type Kysely } from 'kysely';
import type { SearchRequest } from '../../../schemas/search/search-request.ts';
import type { SearchClusters } from '../../../schemas/search/search-results.ts';
import type { Database } from '../../db/tables.ts';
import { facetClusters, type FacetRow } from '../facet-counts.ts';
import type { SearchScope } from '../search-engine.ts';
import { resultSet } from './pg-result-set.ts';
import type { TsMatch } from './to-tsquery.ts';

/**
 * Facet counts over the whole result set of a search on PostgreSQL, in one pass over it as on SQLite (fts5-clusters.ts):
 * the hits of every kind gathered once (their documents' filter columns read from the hits' own rows, migration 0032),
 * then counted by year, journal, column, access, publication type and kind.
 * Values are text in every branch, as a UNION needs one type per column.
 */
export async function pgClusters(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope): Promise<SearchClusters> {
  const { from, where } = resultSet(match, request, scope, { anyKind: true });
  const kind = request.type;
  const { rows } = await sql<FacetRow>`
    WITH hits AS MATERIALIZED (
      SELECT t.kind, t.year, t.publication_id, t.column_id, t.article_id, t.open_access, t.first_status, t.period_id FROM ${from} WHERE ${where}
    )
    SELECT 'years' AS facet, year::text AS value, count(*) AS count FROM hits WHERE kind = ${kind} GROUP BY year
    UNION ALL SELECT 'publications', publication_id::text, count(*) FROM hits WHERE kind = ${kind} GROUP BY publication_id
    UNION ALL SELECT 'columns', column_id::text, count(*) FROM hits WHERE kind = ${kind} GROUP BY column_id
    UNION ALL SELECT 'openAccess', CASE WHEN open_access = 1 THEN '0' ELSE '1' END AS access, count(*) FROM hits
      WHERE kind = ${kind} AND article_id IS NOT NULL GROUP BY access
    UNION ALL SELECT 'publicationTypes', CASE WHEN first_status BETWEEN 1 AND 10 THEN '1' WHEN period_id IS NOT NULL OR first_status = 0 THEN '0' END AS type,
      count(*) FROM hits WHERE kind = ${kind} AND article_id IS NOT NULL GROUP BY type
    UNION ALL SELECT 'kinds', kind, count(*) FROM hits GROUP BY kind`.execute(db);
  return facetClusters(db, rows, scope.language);
}
