import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import type { SearchResultsProps } from './contract.ts';
import { FacetPanel } from './FacetPanel.tsx';
import { HitList } from './HitList.tsx';
import { ResultTabs } from './ResultTabs.tsx';
import { resultCount } from './result-count.ts';
import { SearchForm } from './SearchForm.tsx';
import type { SearchPage } from './search-page.ts';
import { hrefWithQuery, pageChange, type QueryChanges } from '../../kits/paging/page-href.ts';
import { Pager } from '../../kits/paging/Pager.tsx';
import { activeFilters } from './search-url.ts';
import { SortControls } from './SortControls.tsx';
import { muted, notice, resultPage, summaryHeading } from './styles.ts';
import { WritingTrends } from './WritingTrends.tsx';

type Found = Extract<SearchPage, { outcome: 'found' }>;

/** The hits of a search that found something, or why there are none. */
function Hits({ search, data, link }: { search: SearchResultsProps; data: Found; link: (changes: QueryChanges) => string }) {
  const { t } = useTranslation();
  const { results } = data;
  if (results.totalElements === 0) {
    return (
      <div className="mh-search-empty">
        <p>{t('searchResults.empty')}</p>
        {search.precise === 1 ? (
          <p>
            <a href={link({ precise: null })}>{t('searchResults.tryFuzzy')}</a>
          </p>
        ) : null}
      </div>
    );
  }
  if (results.content.length === 0) {
    return (
      <div className="mh-search-empty">
        <p>{t('searchResults.pageEmpty')}</p>
        <p>
          <a href={link({ page: null })}>{t('searchResults.firstPage')}</a>
        </p>
      </div>
    );
  }
  return (
    <>
      <SortControls search={search} link={link} />
      <HitList hits={results.content} start={results.number * results.size} />
      <Pager current={results.number} totalPages={results.totalPages} href={(page) => link(pageChange(page))} label={t('searchResults.pager.label')} />
    </>
  );
}

/**
 * A search's result page (spec §2 result routes): the search form, result tabs with counts, the number found (spec
 * §9 units), the facet panel and active filters, sort, the hits and pages — or the writing trends. Everything the
 * reader changes is a link to this same URL with other parameters, so every state can be shared and reloaded.
 */
export default function SearchResults({ props, data }: BlockComponentProps<SearchResultsProps, SearchPage>) {
  const { t } = useTranslation();
  const { path, location, lang } = usePage();
  const headingId = useId();
  const pathname = path.split('?')[0] ?? path;
  const link = (changes: QueryChanges) => hrefWithQuery(pathname, location.query, changes);
  const trends = props.tab === 'trends';
  const found = data.outcome === 'found' ? data : undefined;
  const clusters = found?.clusters ?? undefined;
  const showFacets = found !== undefined && (found.results.totalElements > 0 || activeFilters(props).length > 0);

  const summary = () => {
    if (!found) return null;
    const count = resultCount(found.results.totalElements, bcp47Of(lang));
    const amount = t(`searchResults.units.${count.unit}`, { count: found.results.totalElements, value: count.value });
    // The heading of the hits (each an h3): a level between them and the page's h1, announced when it changes.
    return (
      <div role="status">
        <h2 css={[muted, summaryHeading]} className="mh-search-summary">
          {t('searchResults.summary', { amount, q: props.q.trim() })}
        </h2>
      </div>
    );
  };

  return (
    <section css={resultPage} aria-labelledby={headingId} data-block="search-results" data-kind={data.kind ?? 'none'}>
      <h1 id={headingId}>{t('searchResults.heading')}</h1>
      <SearchForm search={props} kind={data.kind} />
      <ResultTabs kind={data.kind} trends={trends} clusters={clusters} link={link} />
      {data.outcome === 'idle' ? <p className="mh-search-idle">{t('searchResults.idle')}</p> : null}
      {data.outcome === 'failed' ? (
        <div css={notice} role="alert" className="mh-search-failed">
          <p>{t('searchResults.failed')}</p>
          {data.message ? <p>{data.message}</p> : null}
          <p>
            <a href={path}>{t('common.retry')}</a>
          </p>
        </div>
      ) : null}
      {found?.message ? (
        <div css={notice} className="mh-search-repaired">
          <p>{t('searchResults.repaired', { message: found.message })}</p>
        </div>
      ) : null}
      {found ? (
        <div className="mh-search-layout">
          {showFacets && clusters ? <FacetPanel search={props} clusters={clusters} link={link} /> : null}
          <div className="mh-search-main">
            {summary()}
            <ActiveFilters search={props} clusters={clusters} link={link} />
            {trends ? <WritingTrends years={clusters?.years ?? []} q={props.q.trim()} /> : <Hits search={props} data={found} link={link} />}
          </div>
        </div>
      ) : null}
    </section>
  );
}
