/*
 * Link addresses for tabs and pages. The search result pages have the same helpers, but theirs live in the search
 * pages' own chunk: importing them here would tie every page's blocks to that chunk (and make the chunks import each
 * other), so these few lines are kept apart.
 */

/** The page's address with query parameters changed (null removes one); `page` goes unless it is the change. */
export function hrefWithQuery(pathname: string, query: Readonly<Record<string, string>>, changes: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' && !('page' in changes)) continue;
    const changed = Object.hasOwn(changes, name) ? changes[name] : value;
    if (changed !== null && changed !== undefined) params.set(name, changed);
  }
  for (const [name, value] of Object.entries(changes)) if (value !== null && !Object.hasOwn(query, name)) params.set(name, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The page numbers a pager offers (0-based): first, last, two either side of the current one, gaps between. */
export function pageNumbers(current: number, totalPages: number): (number | 'gap')[] {
  const shown = new Set([0, totalPages - 1]);
  for (let page = current - 2; page <= current + 2; page += 1) shown.add(page);
  const pages = [...shown].filter((page) => page >= 0 && page < totalPages).sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - pages[index - 1]! > 1 ? ['gap' as const, page] : [page]));
}
