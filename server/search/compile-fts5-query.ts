import type { SearchRequest } from '../../schemas/search/search-request.ts';
import { parseQuery } from './query/parse-query.ts';
import type { SearchNotice } from './search-notices.ts';
import { queryTerms, toFtsMatch } from './query/to-fts-match.ts';
import { searchFieldColumns } from './search-columns.ts';

/** A reader's query made ready for FTS5: the MATCH expression (null: nothing to search for), terms to mark, problems. */
export type CompiledQuery = { match: string | null; terms: string[]; problems: SearchNotice[] };

/** Names a query may scope a word to (`author:陈思远`). */
export const searchFieldNames = Object.keys(searchFieldColumns);

/** Control characters (a pasted NUL, a stray escape) are never part of a word: they separate words. */
export const controlCharacters = /\p{Cc}+/gu;

/**
 * Parses `q` in the spec §5 syntax and compiles it to an FTS5 MATCH expression over the index columns of the chosen
 * search field (all of them when none is chosen). Precise search matches whole words; fuzzy also words that start
 * with a query word. An unknown field searches every field and says so.
 */
export function compileFts5Query({ q, field, precise }: Pick<SearchRequest, 'q' | 'field' | 'precise'>): CompiledQuery {
  const problems: SearchNotice[] = [];
  const columns = field ? searchFieldColumns[field] : undefined;
  if (field && !columns) problems.push({ code: 'unknownField', values: { field } });
  const parsed = parseQuery(q.replace(controlCharacters, ' '), { fields: searchFieldNames });
  problems.push(...parsed.problems.map((problem) => problem.notice));
  const match = parsed.node && toFtsMatch(parsed.node, { prefix: precise === 0, fieldColumns: searchFieldColumns, ...(columns ? { columns } : {}) });
  if (!parsed.node || match === null) return { match: null, terms: [], problems: problems.length > 0 ? problems : [{ code: 'nothingToSearch' }] };
  return { match, terms: queryTerms(parsed.node), problems };
}
