import { searchColumnWeights, type SearchColumn } from '../search-columns.ts';

/** A weight class of a PostgreSQL text search vector: each lexeme carries one. */
export type WeightClass = 'A' | 'B' | 'C' | 'D';

/**
 * The class each analysed column's lexemes carry in `search_text.vector` (migration 0028 builds it with the same
 * classes). The three most searched fields have a class of their own, so a term scoped to one of them is a lexeme
 * restricted to its class; a term scoped to another column is found by its class and checked against that column.
 */
export const vectorClasses: Record<SearchColumn, WeightClass> = {
  title: 'A',
  keywords: 'B',
  authors: 'C',
  institutions: 'D',
  summary: 'D',
  note: 'D',
  source: 'D',
  identifiers: 'D',
  part: 'D',
  first_page: 'D',
  last_page: 'D',
};

const columnsOf = (weight: WeightClass) => (Object.keys(vectorClasses) as SearchColumn[]).filter((column) => vectorClasses[column] === weight);

/** Whether a class holds no column but these: a term restricted to the class then is restricted to them. */
export const classHoldsOnly = (weight: WeightClass, columns: readonly SearchColumn[]): boolean => columnsOf(weight).every((column) => columns.includes(column));

/**
 * ts_rank's weights, in its order {D, C, B, A}: each class weighs as its column does in bm25 on SQLite
 * (searchColumnWeights, relative to the title's); D as the abstract, which holds most of its text.
 */
export const rankWeights: readonly number[] = [searchColumnWeights.summary, searchColumnWeights.authors, searchColumnWeights.keywords, searchColumnWeights.title].map(
  (weight) => weight / searchColumnWeights.title,
);
