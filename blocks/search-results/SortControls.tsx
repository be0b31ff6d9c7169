import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { SearchSort } from '../../schemas/search/search-request.ts';
import type { SearchResultsProps } from './contract.ts';
import type { QueryChanges } from '../../kits/paging/page-href.ts';
import { linkRow } from '../../kits/paging/link-row.ts';

/** Spec §3/§9 sort options, in the spec's order (a record, so the compiler keeps it complete). */
const sortOrder: Record<SearchSort, number> = { relevance: 0, date: 1, visits: 2, downloads: 3, citations: 4, comments: 5, updated: 6 };
const sorts = (Object.keys(sortOrder) as SearchSort[]).sort((a, b) => sortOrder[a] - sortOrder[b]);

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 16px;
  margin: 8px 0 4px;
  font-size: 0.875rem;
  .mh-sort-group {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  .mh-sort-label {
    color: var(--mh-muted);
  }
`;

/**
 * Sort and order as links (spec §3/§9: relevance, date, views, downloads, citations, comments, update time). Relevance
 * has no order; the others go newest or most first unless the reader turns them round.
 */
export function SortControls({ search, link }: { search: Pick<SearchResultsProps, 'sort' | 'order'>; link: (changes: QueryChanges) => string }) {
  const { t } = useTranslation();
  // A site without comments (`aggregated.enableComment` off) offers no sorting by them.
  const offered = usePage().bootstrap.aggregated.enableComment ? sorts : sorts.filter((sort) => sort !== 'comments');
  return (
    <div css={bar} className="mh-sort">
      <nav aria-label={t('searchResults.sort.label')} className="mh-sort-group">
        <span className="mh-sort-label" aria-hidden="true">
          {t('searchResults.sort.label')}
        </span>
        <ul css={linkRow}>
          {offered.map((sort) => (
            <li key={sort}>
              <a href={link({ sort: sort === 'relevance' ? null : sort, order: null })} aria-current={search.sort === sort ? 'true' : undefined} data-sort={sort}>
                {t(`searchResults.sort.${sort}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {search.sort === 'relevance' ? null : (
        <nav aria-label={t('searchResults.sort.order')} className="mh-sort-group">
          <span className="mh-sort-label" aria-hidden="true">
            {t('searchResults.sort.order')}
          </span>
          <ul css={linkRow}>
            {(['desc', 'asc'] as const).map((order) => (
              <li key={order}>
                <a href={link({ order: order === 'desc' ? null : order })} aria-current={search.order === order ? 'true' : undefined} data-order={order}>
                  {t(`searchResults.sort.${order}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
