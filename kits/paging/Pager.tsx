import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { pageWindow } from './page-window.ts';
import { hrefWith, pageChange, type QueryChanges } from './page-href.ts';

const pager = css`
  margin: 16px 0 0;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  a,
  span {
    display: inline-block;
    min-width: 2.25rem;
    padding: 4px 10px;
    text-align: center;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
  }
  a {
    color: var(--mh-primary);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    color: var(--mh-on-primary, #fff);
    background: var(--mh-primary);
    border-color: var(--mh-primary);
  }
  span {
    color: var(--mh-muted);
  }
`;

type PagerProps = {
  /** 0-based. */
  current: number;
  totalPages: number;
  /** Query parameters every page link sets besides `page` (the tab, the sort). */
  keep?: QueryChanges;
  /** A page's address when it is not this address with `?page=` changed (the editorial board pages by path). */
  href?: (page: number) => string;
  /** The navigation's accessible name, when the page has more than one list to page through. */
  label?: string;
};

/**
 * Pages as links (previous, the first, last and those around the current one, next): by default to this page's
 * address with `?page=` changed and `keep` set. Nothing when there is one page.
 */
export function Pager({ current, totalPages, keep = {}, href, label }: PagerProps) {
  const { t } = useTranslation();
  const { path } = usePage();
  if (totalPages <= 1) return null;
  const pageHref = href ?? ((page: number) => hrefWith(path, { ...keep, ...pageChange(page) }));
  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 0 && page < totalPages ? (
      <a href={pageHref(page)} rel={rel}>
        {label}
      </a>
    ) : (
      <span aria-disabled="true">{label}</span>
    );
  return (
    <nav aria-label={label ?? t('common.pager.label')} className="mh-pager" css={pager}>
      <ul>
        <li>{step(current - 1, t('common.pager.previous'), 'prev')}</li>
        {pageWindow(current, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a href={pageHref(page)} aria-current={page === current ? 'page' : undefined} aria-label={t('common.pager.page', { page: page + 1 })}>
                {page + 1}
              </a>
            </li>
          ),
        )}
        <li>{step(current + 1, t('common.pager.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
