import { maxAdvancedRows, rowOperators, type AdvancedRow, type RowOperator } from '../../schemas/search/advanced-query.ts';
import type { QueryParam } from './search-target.ts';

/** The rows and their query (spec §5 syntax) are the schemas' (the API composes the same); their URL form is here. */
export { composeAdvancedQuery, maxAdvancedRows, rowOperators, type AdvancedRow, type RowOperator } from '../../schemas/search/advanced-query.ts';

/** The rows as URL parameters (`f1`, `t1`, `o2`, `f2`, `t2` …): what the builder's form sends without JavaScript. */
export function advancedRowParams(rows: readonly AdvancedRow[]): QueryParam[] {
  return rows.slice(0, maxAdvancedRows).flatMap((row, index) => {
    const n = index + 1;
    const params: QueryParam[] = index > 0 ? [[`o${n}`, row.operator]] : [];
    return [...params, [`f${n}`, row.field], [`t${n}`, row.term]];
  });
}

/** The rows a URL carries (see {@link advancedRowParams}); an unknown operator is AND. */
export function advancedRowsFromQuery(query: Readonly<Record<string, string | undefined>>): AdvancedRow[] {
  const rows: AdvancedRow[] = [];
  for (let n = 1; n <= maxAdvancedRows; n += 1) {
    const term = query[`t${n}`];
    if (term === undefined) continue;
    const operator = query[`o${n}`];
    rows.push({ operator: (rowOperators as readonly string[]).includes(operator ?? '') ? (operator as RowOperator) : 'AND', field: query[`f${n}`] ?? '', term });
  }
  return rows;
}
