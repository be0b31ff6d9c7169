import { css } from '@emotion/react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { SearchKind } from '../../schemas/search/search-request.ts';
import type { SearchClusters } from '../../schemas/search/search-results.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { tabKindsFor, typeValueOf } from './result-tabs.ts';
import type { QueryChanges } from '../../kits/paging/page-href.ts';
import { tabChanges } from './search-url.ts';
import { linkRow } from '../../kits/paging/link-row.ts';

const tabs = css`
  margin: 12px 0;
  padding-bottom: 8px;
  border-bottom: 2px solid var(--mh-bottom-line, var(--mh-primary));
  .mh-tab-count {
    margin-inline-start: 4px;
    /* No fading: on the current tab's coloured background a faded count falls below 4.5:1 contrast. */
    font-size: 0.8125rem;
  }
`;

/**
 * The result tabs (spec §2): one plain link per kind to the same search with another `type`, each with how many
 * results it has (the clusters' kinds), then the writing trends. Links, not ARIA tabs: each is its own page.
 */
export function ResultTabs({ kind, trends, clusters, link }: { kind: SearchKind | null; trends: boolean; clusters: SearchClusters | undefined; link: (changes: QueryChanges) => string }) {
  const { t } = useTranslation();
  const { bootstrap } = usePage();
  const countOf = (tab: SearchKind) => clusters?.kinds.find((entry) => entry.value === tab)?.count ?? 0;
  return (
    <nav css={tabs} aria-label={t('searchResults.tabs.label')}>
      <ul css={linkRow}>
        {tabKindsFor(kind).map((tab) => (
          <li key={tab}>
            <a href={link(tabChanges(typeValueOf(tab, bootstrap.search), 'results'))} aria-current={!trends && tab === kind ? 'page' : undefined} data-kind={tab}>
              {t(`searchResults.tabs.${tab}`)}
              {clusters ? (
                <>
                  {' '}
                  <span className="mh-tab-count">({countOf(tab)})</span>
                </>
              ) : null}
            </a>
          </li>
        ))}
        <li>
          <a href={link(tabChanges(typeValueOf('article', bootstrap.search), 'trends'))} aria-current={trends ? 'page' : undefined} data-kind="trends">
            {t('searchResults.tabs.trends')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
