import type { Kysely } from 'kysely';
import { contentLanguageOf, type LanguageSegment } from '../../schemas/language-codes.ts';
import type { SearchKind } from '../../schemas/search/search-request.ts';
import type { SearchClusters } from '../../schemas/search/search-results.ts';
import type { Database } from '../db/tables.ts';
import { kindLabels, openAccessLabels, publicationTypeLabels } from './facet-labels.ts';

/** A count of one facet's value over a search's hits, as an engine's facet query gives it. */
export type FacetRow = { facet: keyof SearchClusters; value: string | number | null; count: number | bigint };
type FacetValue = SearchClusters['years'][number];

const counted = (rows: FacetRow[], label: (value: string) => string): FacetValue[] =>
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

/**
 * The facet panel (spec §2) from the counts of every facet's values: ordered (years newest first, journals and
 * columns by count), labelled in the reader's language.
 */
export async function facetClusters(db: Kysely<Database>, rows: FacetRow[], readerLanguage: LanguageSegment): Promise<SearchClusters> {
  const language = contentLanguageOf(readerLanguage);
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
