/**
 * The number of all the rows a list's query matches, read with its page: the page's query carries it as a column (an
 * uncorrelated subquery, which SQLite runs once), so a page is one statement, not a count and then the page. Only a
 * page past the end has no row to carry it, and counts anew.
 */
export async function pageTotal(rows: ReadonlyArray<{ total: number | bigint | null }>, page: number, countAnew: () => Promise<number | bigint>): Promise<number> {
  if (rows.length > 0) return Number(rows[0]!.total);
  if (page === 0) return 0;
  return Number(await countAnew());
}
