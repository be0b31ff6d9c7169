import { z } from 'zod';
import { maxAdvancedRows, rowOperators } from './advanced-query.ts';
import { searchResults } from './search-results.ts';

/** One row of an advanced search: how it joins the rows above, a spec §3 search field ('' = all fields), a term. */
export const advancedRow = z.object({
  operator: z.enum(rowOperators).default('AND'),
  field: z.string().max(40).default(''),
  term: z.string().max(1000, 'must be at most 1000 characters'),
});

/**
 * The body of `POST /rc-pub/front/advSearch` and `POST /rc-pub/front/front-article/advancedSearch` (spec §7
 * catalogue): the rows of the advanced search (spec §2 `/seniorSearch`), read top to bottom and joined with their
 * operators into one query of the spec §5 syntax; beside them, anything a search takes (`type` — advSearch only —,
 * `precise`, `page`, `size`, `sort`, `order`, filters, `subPool`), with the same names and rules as
 * `GET /rc-pub/front/search` (schemas/search/search-request.ts). Rows without a term are left out.
 */
export const advancedSearchRows = z.looseObject({ rows: z.array(advancedRow).min(1, 'must hold at least one row').max(maxAdvancedRows, `must hold at most ${maxAdvancedRows} rows`) });

/** An advanced search's reply: a page of hits, as `GET /rc-pub/front/search` answers, and the query the rows made. */
export const advancedSearchResults = searchResults.extend({ query: z.string() });
export type AdvancedSearchResults = z.infer<typeof advancedSearchResults>;
