import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { SearchKind } from '../../schemas/search/search-request.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { fieldOptions } from '../../runtime/search/search-options.ts';
import { advancedSearchHref } from '../../runtime/search/search-target.ts';
import type { SearchResultsProps } from './contract.ts';
import { resourceCodeOf } from './result-tabs.ts';
import { filterNames } from './search-url.ts';

/** What a new search starts afresh (spec §4: submitting clears the stored filters and goes to the first page). */
const startedAfresh = new Set<string>(['q', 'field', 'precise', 'page', 'tab', ...filterNames]);
/** The advanced search's rows (`f1`, `t1`, `o2` …): a typed query replaces them. */
const advancedRow = /^[fto]\d+$/;

const form = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
  input[type='search'] {
    flex: 1 1 260px;
    min-width: 0;
    padding: 8px 10px;
    font: inherit;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
  }
  select {
    padding: 7px 8px;
    font: inherit;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
    background: var(--mh-surface);
  }
  button {
    padding: 8px 18px;
    font: inherit;
    color: #fff;
    background: var(--mh-primary);
    border: 0;
    border-radius: var(--mh-radius);
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: var(--mh-primary-hover, var(--mh-primary));
  }
  label.mh-search-precise {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

/**
 * The search again, to change it: a GET form to this same route (its type, language and site kept), so a new search
 * works without JavaScript and lands on a URL that can be shared.
 */
export function SearchForm({ search, kind }: { search: SearchResultsProps; kind: SearchKind | null }) {
  const { t } = useTranslation();
  const { path, location, bootstrap, lang, sld } = usePage();
  const inputId = useId();
  const fields = fieldOptions(bootstrap.search, resourceCodeOf(kind, bootstrap.search), lang);
  const kept = Object.entries(location.query).filter(([name]) => !startedAfresh.has(name) && !advancedRow.test(name));
  return (
    <form css={form} method="get" action={path.split('?')[0]} role="search" className="mh-search-again">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="mh-visually-hidden" htmlFor={inputId}>
        {t('searchResults.query')}
      </label>
      <input id={inputId} type="search" name="q" defaultValue={search.q} maxLength={10_000} />
      {fields.length > 1 ? (
        <select name="field" defaultValue={search.field} aria-label={t('searchResults.field')}>
          {fields.map((option) => (
            <option key={option.field} value={option.field}>
              {option.label}
            </option>
          ))}
        </select>
      ) : null}
      <label className="mh-search-precise">
        <input type="checkbox" name="precise" value="1" defaultChecked={search.precise === 1} />
        {t('searchResults.precise')}
      </label>
      <button type="submit">{t('searchResults.submit')}</button>
      <a href={advancedSearchHref({ lang, sld })}>{t('searchResults.advanced')}</a>
    </form>
  );
}
