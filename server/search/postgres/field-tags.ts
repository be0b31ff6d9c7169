import type { SearchColumn } from '../search-columns.ts';

/**
 * The tag in front of each field column's lexemes in `search_text.field_vector` (migration 0031 writes the same
 * tags): a term scoped to these columns is found there exactly, by plain lexemes.
 */
export const fieldTags: Partial<Record<SearchColumn, string>> = {
  title: 't:',
  keywords: 'k:',
  authors: 'a:',
  institutions: 'i:',
};

/** The tags of the columns, or null when one of them is not in the field vector. */
export function tagsOf(columns: readonly SearchColumn[]): string[] | null {
  const tags = columns.map((column) => fieldTags[column]);
  return tags.every((tag) => tag !== undefined) ? tags : null;
}
