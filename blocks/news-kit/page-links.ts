/*
 * Link addresses for tabs. The search result pages have the same helpers, but theirs live in the search
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
