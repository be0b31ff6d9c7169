/** New values by query parameter name; null removes the parameter. */
export type QueryChanges = Readonly<Record<string, string | null>>;

/**
 * The page's own address (`path`: pathname and query as requested) with `changes` applied, the other parameters kept
 * in their order. Any change starts again at the first page unless it names the page itself. Pure, zod-free.
 */
export function hrefWith(path: string, changes: QueryChanges): string {
  const url = new URL(path, 'http://page.invalid');
  const params = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (params.has(name)) continue;
    if (name === 'page' && !Object.hasOwn(changes, 'page')) continue;
    const changed = Object.hasOwn(changes, name) ? changes[name] : value;
    if (changed !== null && changed !== undefined) params.set(name, changed);
  }
  for (const [name, value] of Object.entries(changes)) if (value !== null && !url.searchParams.has(name)) params.set(name, value);
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** The change to page n (0-based): the first page has no `page`, so it has one address only. */
export const pageChange = (page: number): QueryChanges => ({ page: page === 0 ? null : String(page) });
