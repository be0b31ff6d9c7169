import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { SearchClusters } from '../../schemas/search/search-results.ts';
import type { SearchResultsProps } from './contract.ts';
import { filterLabel } from './filter-labels.ts';
import type { QueryChanges } from '../../kits/paging/page-href.ts';
import { activeFilters, filterNames } from './search-url.ts';

const chips = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 8px 0;
  ul {
    display: contents;
    list-style: none;
  }
  a {
    display: inline-flex;
    gap: 6px;
    padding: 2px 10px;
    border: 1px solid var(--mh-primary);
    border-radius: 999px;
    color: var(--mh-primary);
    text-decoration: none;
    font-size: 0.875rem;
  }
  a:hover,
  a:focus-visible {
    background: var(--mh-primary);
    color: #fff;
  }
`;

/** The filters in force, each a link that removes it, and one that removes them all. Nothing when none is set. */
export function ActiveFilters({ search, clusters, link }: { search: SearchResultsProps; clusters: SearchClusters | undefined; link: (changes: QueryChanges) => string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const active = activeFilters(search);
  if (active.length === 0) return null;
  return (
    <div css={chips} className="mh-active-filters" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('searchResults.facets.active')}</span>
      <ul>
        {active.map(({ name, value }) => {
          const label = filterLabel(name, value, clusters, t);
          return (
            <li key={name}>
              <a href={link({ [name]: null })} aria-label={t('searchResults.facets.remove', { label })}>
                <span>{label}</span>
                <span aria-hidden="true">×</span>
              </a>
            </li>
          );
        })}
      </ul>
      {active.length > 1 ? <a href={link(Object.fromEntries(filterNames.map((name) => [name, null])))}>{t('searchResults.facets.clearAll')}</a> : null}
    </div>
  );
}
