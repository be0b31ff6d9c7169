import { sql, type Kysely } from 'kysely';
import { contentLanguageOf } from '../../schemas/language-codes.ts';
import type { SearchKind, SearchRequest } from '../../schemas/search/search-request.ts';
import type { SearchClusters } from '../../schemas/search/search-results.ts';
import type { Database } from '../db/tables.ts';
import { kindLabels, openAccessLabels, publicationTypeLabels } from './facet-labels.ts';
import { resultSet } from './fts5-result-set.ts';
import type { SearchScope } from './search-engine.ts';

type FacetValue = SearchClusters['years'][number];
type Counted = { value: string | number | null; count: number | bigint };

const counted = (rows: Counted[], label: (value: string) => string): FacetValue[] =>
  rows.filter((row) => row.value !== null).map((row) => ({ value: String(row.value), label: label(String(row.value)), count: Number(row.count) }));

/** Names of journals or columns by id, in the reader's language (their stored JSON: `name`/`enName` …). */
async function namesOf(db: Kysely<Database>, table: 'journal' | 'journal_column', ids: string[], english: boolean): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'data']).where('id', 'in', ids.map(Number)).execute();
  return new Map(
    rows.map((row) => {
      const data = JSON.parse(row.data) as Record<string, unknown>;
      const [own, en] = table === 'journal' ? [data.publicationName, data.enPublicationName] : [data.name, data.enName];
      return [String(row.id), String((english && en) || own || row.id)];
    }),
  );
}

type FacetRow = { facet: keyof SearchClusters; value: string | number | null; count: number | bigint };

/**
 * Facet counts over the whole result set of a search (spec §2 facet panel, result tabs), in one pass over it: the
 * hits of every kind are gathered once, then counted by year, journal, column, access, publication type and kind.
 */
export async function fts5Clusters(db: Kysely<Database>, match: string, request: SearchRequest, scope: SearchScope): Promise<SearchClusters> {
  const language = contentLanguageOf(scope.language);
  const { from, where } = resultSet(match, request, scope, { anyKind: true, withDocuments: true });
  const kind = request.type;
  const { rows } = await sql<FacetRow>`
    WITH hits AS MATERIALIZED (
      SELECT d.kind, d.year, d.publication_id, d.column_id, d.article_id, d.open_access, d.first_status, d.period_id FROM ${from} WHERE ${where}
    )
    SELECT 'years' AS facet, year AS value, count(*) AS count FROM hits WHERE kind = ${kind} GROUP BY year
    UNION ALL SELECT 'publications', publication_id, count(*) FROM hits WHERE kind = ${kind} GROUP BY publication_id
    UNION ALL SELECT 'columns', column_id, count(*) FROM hits WHERE kind = ${kind} GROUP BY column_id
    UNION ALL SELECT 'openAccess', CASE WHEN open_access = 1 THEN '0' ELSE '1' END AS access, count(*) FROM hits
      WHERE kind = ${kind} AND article_id IS NOT NULL GROUP BY access
    UNION ALL SELECT 'publicationTypes', CASE WHEN first_status BETWEEN 1 AND 10 THEN '1' WHEN period_id IS NOT NULL OR first_status = 0 THEN '0' END AS type,
      count(*) FROM hits WHERE kind = ${kind} AND article_id IS NOT NULL GROUP BY type
    UNION ALL SELECT 'kinds', kind, count(*) FROM hits GROUP BY kind`.execute(db);
  const of = (facet: FacetRow['facet']) => rows.filter((row) => row.facet === facet);
  const byCount = (a: FacetRow, b: FacetRow) => Number(b.count) - Number(a.count) || String(a.value).localeCompare(String(b.value));
  const byValue = (a: FacetRow, b: FacetRow) => String(a.value).localeCompare(String(b.value));
  const years = of('years').sort((a, b) => Number(b.value) - Number(a.value));
  const publications = of('publications').sort(byCount);
  const columns = of('columns').sort(byCount);

  const journalNames = await namesOf(db, 'journal', publications.flatMap((row) => (row.value === null ? [] : [String(row.value)])), language === 'en');
  const columnNames = await namesOf(db, 'journal_column', columns.flatMap((row) => (row.value === null ? [] : [String(row.value)])), language === 'en');
  return {
    years: counted(years, (value) => value),
    publications: counted(publications, (value) => journalNames.get(value) ?? value),
    columns: counted(columns, (value) => columnNames.get(value) ?? value),
    openAccess: counted(of('openAccess').sort(byValue), (value) => openAccessLabels[value as '0' | '1'][language]),
    publicationTypes: counted(of('publicationTypes').sort(byValue), (value) => publicationTypeLabels[value as '0' | '1'][language]),
    kinds: counted(of('kinds').sort(byCount), (value) => kindLabels[value as SearchKind]?.[language] ?? value),
  };
}
