import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { SearchClusters } from '../../schemas/search/search-results.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { SearchResultsProps } from './contract.ts';
import type { QueryChanges } from '../../kits/paging/page-href.ts';
import { withFilter, type FilterName } from './search-url.ts';
import { muted } from './styles.ts';

/** Spec §9 year filters: all, 5, 3, 1 years. */
const yearWindows = [1, 3, 5] as const;

type FacetEntry = { key: string; label: string; count: number | undefined; active: boolean; href: string };

const panel = css`
  padding: 12px;
  background: var(--mh-surface);
  border: 1px solid var(--mh-border);
  border-radius: var(--mh-radius);
  h2,
  summary {
    margin: 0 0 8px;
    font-size: 1.0625rem;
    font-weight: 600;
  }
  summary {
    cursor: pointer;
  }
  &:not([open]) > summary {
    margin: 0;
  }
  h3 {
    margin: 12px 0 4px;
    font-size: 0.9375rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 3px 6px;
    border-radius: 4px;
    color: var(--mh-text);
    text-decoration: none;
  }
  li a:hover,
  li a:focus-visible {
    color: var(--mh-primary);
    background: var(--mh-page);
  }
  li a[aria-current] {
    color: var(--mh-primary);
    font-weight: 600;
  }
  li a[aria-current]::before {
    content: '✓';
    margin-inline-end: 4px;
  }
  li a[aria-current] .mh-facet-label {
    flex: 1;
  }
`;

function FacetGroup({ title, entries }: { title: string; entries: FacetEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className="mh-facet-group">
      <h3>{title}</h3>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a href={entry.href} aria-current={entry.active ? 'true' : undefined} aria-label={entry.active ? t('searchResults.facets.remove', { label: entry.label }) : undefined}>
              <span className="mh-facet-label">{entry.label}</span>
              {entry.count === undefined ? null : (
                <>
                  {' '}
                  <span css={muted}>{entry.count}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The facet panel (spec §4/§5 filters): years and the spec's year windows, journals, columns, open access and
 * publication type, each entry a link that adds its filter to the URL (or, when active, removes it). Works without
 * JavaScript; on a phone it folds into a <details> so the hits come first.
 */
export function FacetPanel({ search, clusters, link }: { search: SearchResultsProps; clusters: SearchClusters; link: (changes: QueryChanges) => string }) {
  const { t } = useTranslation();
  const { device } = usePage();
  const headingId = useId();
  const thisYear = new Date().getFullYear();

  const entriesOf = (name: FilterName, facet: SearchClusters[keyof SearchClusters]): FacetEntry[] =>
    facet.map((value) => {
      const active = String(search[name] ?? '') === value.value;
      return { key: value.value, label: value.label, count: value.count, active, href: link(active ? { [name]: null } : withFilter(name, value.value)) };
    });

  const windows: FacetEntry[] = yearWindows.flatMap((years) => {
    const count = clusters.years.filter((entry) => Number(entry.value) > thisYear - years).reduce((sum, entry) => sum + entry.count, 0);
    const active = search.withinYears === years;
    if (count === 0 && !active) return [];
    return [{ key: `within-${years}`, label: t('searchResults.facets.withinYears', { count: years }), count, active, href: link(active ? { withinYears: null } : withFilter('withinYears', String(years))) }];
  });

  const facets = [
    { key: 'years', title: t('searchResults.facets.years'), entries: [...windows, ...entriesOf('year', clusters.years)] },
    { key: 'publications', title: t('searchResults.facets.publications'), entries: entriesOf('publicationId', clusters.publications) },
    { key: 'columns', title: t('searchResults.facets.columns'), entries: entriesOf('columnId', clusters.columns) },
    { key: 'openAccess', title: t('searchResults.facets.openAccess'), entries: entriesOf('oa', clusters.openAccess) },
    { key: 'publicationTypes', title: t('searchResults.facets.publicationTypes'), entries: entriesOf('publicationType', clusters.publicationTypes) },
  ].filter((facet) => facet.entries.length > 0);
  // Scholars, news … have none of these: no empty panel.
  if (facets.length === 0) return null;
  const groups = facets.map((facet) => <FacetGroup key={facet.key} title={facet.title} entries={facet.entries} />);

  if (device === 'mobile') {
    return (
      <details css={panel} className="mh-facets">
        <summary>{t('searchResults.facets.heading')}</summary>
        {groups}
      </details>
    );
  }
  return (
    <aside css={panel} className="mh-facets" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('searchResults.facets.heading')}</h2>
      {groups}
    </aside>
  );
}
