/**
 * The page numbers a pager offers (0-based): the first and last, and two either side of the current one, with a gap
 * where pages are left out — so a pager stays short however many pages there are.
 */
export function pageWindow(current: number, totalPages: number): (number | 'gap')[] {
  const shown = new Set([0, totalPages - 1]);
  for (let page = current - 2; page <= current + 2; page += 1) shown.add(page);
  const pages = [...shown].filter((page) => page >= 0 && page < totalPages).sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - pages[index - 1]! > 1 ? ['gap' as const, page] : [page]));
}
