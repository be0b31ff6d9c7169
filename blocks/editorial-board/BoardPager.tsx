import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const pager = css`
  margin-block: 16px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  span {
    display: inline-block;
    min-width: 2em;
    padding: 4px 10px;
    text-align: center;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
  }
  a[aria-current='page'],
  a[aria-current='page']:hover {
    color: #fff;
    background: var(--mh-primary);
    border-color: var(--mh-primary);
  }
  span {
    color: var(--mh-muted);
  }
`;

/** The board's pages as links: previous, every page, next. */
export function BoardPager({ current, totalPages, href }: { current: number; totalPages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 0 && page < totalPages ? (
      <a href={href(page)} rel={rel}>
        {label}
      </a>
    ) : (
      <span aria-disabled="true">{label}</span>
    );
  return (
    <nav css={pager} aria-label={t('about.boardPages')}>
      <ul>
        <li>{step(current - 1, t('about.previousPage'), 'prev')}</li>
        {Array.from({ length: totalPages }, (_, page) => (
          <li key={page}>
            <a href={href(page)} aria-current={page === current ? 'page' : undefined} aria-label={t('about.pageNumber', { page: page + 1 })}>
              {page + 1}
            </a>
          </li>
        ))}
        <li>{step(current + 1, t('about.nextPage'), 'next')}</li>
      </ul>
    </nav>
  );
}
