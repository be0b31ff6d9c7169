import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window.ts';
import type { QueryChanges } from './search-url.ts';
import { linkRow } from './styles.ts';

const pager = css`
  margin: 16px 0;
`;

/** The page's own address for page n (0-based): the first page has no `page`, so it has one address only. */
const pageChange = (page: number): QueryChanges => ({ page: page === 0 ? null : String(page) });

/** Pages of results as links (spec §9: 20 a page): previous, numbers around the current page, next. */
export function Pager({ current, totalPages, link }: { current: number; totalPages: number; link: (changes: QueryChanges) => string }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 0 && page < totalPages ? (
      <a href={link(pageChange(page))} rel={rel}>
        {label}
      </a>
    ) : (
      <span aria-disabled="true">{label}</span>
    );
  return (
    <nav aria-label={t('searchResults.pager.label')} className="mh-pager" css={pager}>
      <ul css={linkRow}>
        <li>{step(current - 1, t('searchResults.pager.previous'), 'prev')}</li>
        {pageWindow(current, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a href={link(pageChange(page))} aria-current={page === current ? 'page' : undefined} aria-label={t('searchResults.pager.page', { page: page + 1 })}>
                {page + 1}
              </a>
            </li>
          ),
        )}
        <li>{step(current + 1, t('searchResults.pager.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
