import { AdminLink } from '../navigation/admin-link.tsx';

/** Previous and next page of a list, and where the reader is; `hrefOf` makes a page's address from the route table. */
export function Pager({ page, size, total, hrefOf, label }: { page: number; size: number; total: number; hrefOf: (page: number) => string; label: string }) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <AdminLink href={hrefOf(page - 1)} rel="prev">
          Previous page
        </AdminLink>
      ) : null}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <AdminLink href={hrefOf(page + 1)} rel="next">
          Next page
        </AdminLink>
      ) : null}
    </nav>
  );
}
