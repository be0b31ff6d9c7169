/**
 * The advanced search's rows (spec §2 `/seniorSearch`) and the query they make in the spec §5 syntax: AND, OR, NOT in
 * capitals, quotes for a phrase, `field:` before a term. Pure functions, zod-free: the builder shows the query as the
 * reader types, a result page reached without JavaScript (the rows in its URL) composes the same query, and so do
 * the advanced search calls of the API (server/routes/article-search-routes.ts).
 */

export const rowOperators = ['AND', 'OR', 'NOT'] as const;
export type RowOperator = (typeof rowOperators)[number];

/** One row: how it joins the rows above it (ignored on the first row unless NOT), a search field ('' = all), a term. */
export type AdvancedRow = { operator: RowOperator; field: string; term: string };

/** The builder offers at most this many rows, and a result URL is read for no more. */
export const maxAdvancedRows = 8;

const quoteCharacters = /["＂“”„‟]/gu;
const wrappedInQuotes = /^["＂“”„‟](.*)["＂“”„‟]$/su;
/** Field names are the spec's (`resName_tic`, `authors_tic` …); anything else would change the query's syntax. */
const fieldName = /^[A-Za-z][A-Za-z_]{0,39}$/;

function words(text: string): string[] {
  return text.replace(quoteCharacters, ' ').replace(/[()]/g, ' ').split(/\s+/u).filter(Boolean);
}

/**
 * A row's term as one operand: a word as it is, a term in quotes as a phrase, several words as a group that must all
 * match (in parentheses unless the row stands alone). Quotes and parentheses inside a term are dropped.
 */
function operand(term: string, { field, alone }: { field: string; alone: boolean }): string | null {
  const trimmed = term.trim();
  const phrase = wrappedInQuotes.exec(trimmed);
  const parts = words(phrase ? (phrase[1] ?? '') : trimmed);
  if (parts.length === 0) return null;
  const prefix = field ? `${field}:` : '';
  if (phrase) return `${prefix}"${parts.join(' ')}"`;
  if (parts.length === 1) return `${prefix}${parts[0]}`;
  return alone && !field ? parts.join(' ') : `${prefix}(${parts.join(' ')})`;
}

/**
 * The query of the rows, read top to bottom as the reader sees them: `(a OR b) AND c`, never `a OR (b AND c)`.
 * Rows without a term are left out; an empty string means there is nothing to search for.
 */
export function composeAdvancedQuery(rows: readonly AdvancedRow[]): string {
  const filled = rows.flatMap((row, index) => {
    const field = fieldName.test(row.field) ? row.field : '';
    return words(row.term).length > 0 ? [{ ...row, field, negated: row.operator === 'NOT' && index > 0 }] : [];
  });
  let query = '';
  let endsInOr = false;
  filled.forEach((row, index) => {
    const alone = filled.length === 1 && !row.negated;
    const text = operand(row.term, { field: row.field, alone }) ?? '';
    if (index === 0) {
      // A first term that is excluded stays excluded: the search then says NOT needs something to exclude from.
      query = row.negated ? `NOT ${text}` : text;
    } else if (row.operator === 'OR') {
      query = `${query} OR ${text}`;
      endsInOr = true;
      return;
    } else {
      query = `${endsInOr ? `(${query})` : query} ${row.operator} ${text}`;
    }
    endsInOr = false;
  });
  return query;
}
