import type { SearchRequest } from '../../../schemas/search/search-request.ts';
import { controlCharacters, searchFieldNames } from '../compile-fts5-query.ts';
import { parseQuery } from '../query/parse-query.ts';
import { queryTerms } from '../query/to-fts-match.ts';
import { searchFieldColumns } from '../search-columns.ts';
import type { SearchNotice } from '../search-notices.ts';
import { toTsMatch, type TsMatch } from './to-tsquery.ts';

/** A reader's query made ready for PostgreSQL: what the index looks for (null: nothing), terms to mark, problems. */
export type CompiledTsQuery = { match: TsMatch | null; terms: string[]; problems: SearchNotice[] };

/**
 * Parses `q` in the spec §5 syntax, as compileFts5Query does, and compiles it to conditions on the search vector of
 * migration 0028 over the chosen search field's columns (all when none is chosen). The same words are found as on
 * SQLite: precise search matches whole words, fuzzy also longer words a query word starts, and CJK words typed
 * without spaces apart.
 */
export function compileTsQuery({ q, field, precise }: Pick<SearchRequest, 'q' | 'field' | 'precise'>): CompiledTsQuery {
  const problems: SearchNotice[] = [];
  const columns = field ? searchFieldColumns[field] : undefined;
  if (field && !columns) problems.push({ code: 'unknownField', values: { field } });
  const parsed = parseQuery(q.replace(controlCharacters, ' '), { fields: searchFieldNames });
  problems.push(...parsed.problems.map((problem) => problem.notice));
  const match = parsed.node && toTsMatch(parsed.node, { prefix: precise === 0, fieldColumns: searchFieldColumns, ...(columns ? { columns } : {}) });
  if (!parsed.node || match === null) return { match: null, terms: [], problems: problems.length > 0 ? problems : [{ code: 'nothingToSearch' }] };
  return { match, terms: queryTerms(parsed.node), problems };
}
