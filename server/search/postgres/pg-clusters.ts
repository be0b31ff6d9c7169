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
 * the hits of every kind (their documents' filter columns read from the hits' own rows, migration 0032) counted by
 * year, journal, column, access, publication type and kind. Values are text, one column for every facet.
 */
export async function pgClusters(db: Kysely<Database>, match: TsMatch, request: SearchRequest, scope: SearchScope): Promise<SearchClusters> {
  const { from, where } = resultSet(match, request, scope, { anyKind: true });
  const kind = request.type;
  // One pass over the hits, counted by every facet's columns at once (hashed grouping sets), rather than the hits kept
  // aside and sorted once a facet. Access and publication type count only documents of an article (`with_article`).
  const { rows } = await sql<FacetRow>`
    SELECT facet, value, count FROM (
      SELECT
        CASE WHEN GROUPING(year) = 0 THEN 'years' WHEN GROUPING(publication_id) = 0 THEN 'publications'
          WHEN GROUPING(column_id) = 0 THEN 'columns' WHEN GROUPING(access) = 0 THEN 'openAccess'
          WHEN GROUPING(type) = 0 THEN 'publicationTypes' ELSE 'kinds' END AS facet,
        CASE WHEN GROUPING(year) = 0 THEN year::text WHEN GROUPING(publication_id) = 0 THEN publication_id::text
          WHEN GROUPING(column_id) = 0 THEN column_id::text WHEN GROUPING(access) = 0 THEN access
          WHEN GROUPING(type) = 0 THEN type ELSE kind END AS value,
        kind, with_article, count(*) AS count
      FROM (
        SELECT t.kind, t.year, t.publication_id, t.column_id, t.article_id IS NOT NULL AS with_article,
          CASE WHEN t.open_access = 1 THEN '0' ELSE '1' END AS access,
          CASE WHEN t.first_status BETWEEN 1 AND 10 THEN '1' WHEN t.period_id IS NOT NULL OR t.first_status = 0 THEN '0' END AS type
        FROM ${from} WHERE ${where}
      ) AS hits
      GROUP BY GROUPING SETS ((kind, year), (kind, publication_id), (kind, column_id), (kind, with_article, access), (kind, with_article, type), (kind))
    ) AS counts
    WHERE facet = 'kinds' OR (kind = ${kind} AND (facet IN ('years', 'publications', 'columns') OR with_article))`.execute(db);
  return facetClusters(db, rows, scope.language);
}
