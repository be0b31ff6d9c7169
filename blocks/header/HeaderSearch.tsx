import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../runtime/context/page-context.ts';
import { EmptyKeywordAlert } from '../../runtime/search/empty-keyword-alert.tsx';
import { resourceOptions } from '../../runtime/search/search-options.ts';
import { advancedSearchHref, isEmptyKeyword, searchTarget } from '../../runtime/search/search-target.ts';

const form = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  max-width: var(--mh-content-width);
  margin: 0 auto;
  select,
  input {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid var(--mh-border);
    border-radius: var(--mh-radius);
    font: inherit;
  }
  input {
    flex: 1 1 240px;
  }
  button {
    min-height: 44px;
    padding: 0 20px;
    border: 0;
    border-radius: var(--mh-radius);
    background: var(--mh-primary);
    color: #fff;
    font: inherit;
    cursor: pointer;
  }
  a {
    align-self: center;
  }
`;

/**
 * The header's search popup: resource type, keyword, search. Results open in a new tab (spec §2); an empty
 * keyword shows the Tips alert and searches nothing (spec §5). Without JavaScript it submits to the article search.
 */
export function HeaderSearch({ inputId }: { inputId: string }) {
  const { t } = useTranslation();
  const { bootstrap, lang, sld } = usePage();
  const { header, search } = bootstrap;
  const options = resourceOptions(header.resourceSearch && header.resourceType.length ? { updateResourceWay: header.resourceType } : undefined, search, lang);
  const [resourceIndex, setResourceIndex] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [alerting, setAlerting] = useState(false);
  const resource = options[resourceIndex] ?? options[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!resource) return;
    if (isEmptyKeyword(keyword)) {
      setAlerting(true);
      return;
    }
    window.open(searchTarget({ resource, lang, keyword: keyword.trim(), sld }).href, '_blank', 'noopener');
  };

  return (
    <form css={form} role="search" method="get" action="/article" target="_blank" onSubmit={submit}>
      <input type="hidden" name="type" value={resource ? String(resource.type) : ''} />
      <input type="hidden" name="index" value="-1" />
      <input type="hidden" name="lang" value={lang} />
      {options.length > 1 ? (
        <select aria-label={t('search.resourceType')} value={resourceIndex} onChange={(event) => setResourceIndex(Number(event.target.value))}>
          {options.map((option, index) => (
            <option key={option.code} value={index}>
              {option.label}
            </option>
          ))}
        </select>
      ) : null}
      <input id={inputId} name="q" type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder={t('search.placeholder')} aria-label={t('search.placeholder')} />
      <button type="submit">{t('search.button')}</button>
      {header.advSearch ? (
        <a href={advancedSearchHref({ lang, sld })} target="_blank" rel="noopener">
          {t('search.advanced')}
        </a>
      ) : null}
      {alerting ? <EmptyKeywordAlert onClose={() => setAlerting(false)} /> : null}
    </form>
  );
}
