import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../runtime/context/page-context.ts';
import { hrefWithQuery, pageNumbers } from './page-links.ts';
import { linkRow } from './styles.ts';

const pager = css`
  margin: 16px 0 0;
`;

/** The page's own address for page n (0-based): the first page has no `page`, so it has one address only. */
function usePageHref(): (page: number) => string {
  const { path, location } = usePage();
  const pathname = path.split('?')[0] ?? path;
  return (page) => hrefWithQuery(pathname, location.query, { page: page === 0 ? null : String(page) });
}

/** Pages of a list as links (`?page=`, 0-based like the API): previous, numbers around the current page, next. */
export function Pager({ current, totalPages }: { current: number; totalPages: number }) {
  const { t } = useTranslation();
  const hrefOf = usePageHref();
  if (totalPages <= 1) return null;
  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 0 && page < totalPages ? (
      <a href={hrefOf(page)} rel={rel}>
        {label}
      </a>
    ) : (
      <span aria-disabled="true">{label}</span>
    );
  return (
    <nav aria-label={t('news.pager.label')} css={pager}>
      <ul css={linkRow}>
        <li>{step(current - 1, t('news.pager.previous'), 'prev')}</li>
        {pageNumbers(current, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a href={hrefOf(page)} aria-current={page === current ? 'page' : undefined} aria-label={t('news.pager.page', { page: page + 1 })}>
                {page + 1}
              </a>
            </li>
          ),
        )}
        <li>{step(current + 1, t('news.pager.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
