/*
 * A list page's state is its address (architecture contract: shared and reloaded, it shows the same page): every tab,
 * sort, filter and page is a link to the same address with some query parameters changed. Pure, zod-free.
 */

/** The query parameters of a page's address, by name. */
export type PageQuery = Readonly<Record<string, string>>;
/** New values by query parameter name; null removes the parameter. */
export type QueryChanges = Readonly<Record<string, string | null>>;

/**
 * `pathname` with `query` and `changes` applied, the parameters kept in their order. Any change starts again at the
 * first page unless it names the page itself.
 */
export function hrefWithQuery(pathname: string, query: PageQuery, changes: QueryChanges): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' && !Object.hasOwn(changes, 'page')) continue;
    const changed = Object.hasOwn(changes, name) ? changes[name] : value;
    if (changed !== null && changed !== undefined) params.set(name, changed);
  }
  for (const [name, value] of Object.entries(changes)) if (value !== null && !Object.hasOwn(query, name)) params.set(name, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The page's own address (`path`: pathname and query as requested) with `changes` applied; a repeated parameter counts once. */
export function hrefWith(path: string, changes: QueryChanges): string {
  const url = new URL(path, 'http://page.invalid');
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!Object.hasOwn(query, name)) query[name] = value;
  return hrefWithQuery(url.pathname, query, changes);
}

/** The change to page n (0-based): the first page has no `page`, so it has one address only. */
export const pageChange = (page: number): QueryChanges => ({ page: page === 0 ? null : String(page) });
