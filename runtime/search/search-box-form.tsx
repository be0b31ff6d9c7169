import { css } from '@emotion/react';
import { useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchBoxComponent } from '../../schemas/search-box.ts';
import { usePage } from '../context/page-context.ts';
import { EmptyKeywordAlert } from './empty-keyword-alert.tsx';
import { fieldOptions, firstFieldOf, initialResourceIndex, resourceOptions, subPoolOptions, type ResourceOption } from './search-options.ts';
import { advancedSearchHref, searchRouteOf, submitSearch, typeParamOf } from './search-target.ts';

const subscribeNothing = () => () => {};

/** False while the server renders and while hydrating, true afterwards (no effect, no hydration mismatch). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** `rel` is valid on a form (HTML), but React's types do not list it. */
const formRel: Record<string, string> = { rel: 'noopener' };

const formStyle = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .mh-search-choices {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
  }
  .mh-search-choice {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 32px;
    padding: 2px 10px 2px 6px;
    border-radius: 999px;
    cursor: pointer;
  }
  .mh-search-choice:has(input:checked) {
    background: var(--mh-primary);
    color: #fff;
  }
  .mh-search-choice input {
    accent-color: var(--mh-primary);
    margin: 0;
  }
  .mh-search-row {
    display: flex;
    gap: 0;
    min-width: 0;
    border: 2px solid var(--mh-primary);
    border-radius: var(--mh-radius, 6px);
    background: var(--mh-surface, #fff);
    overflow: hidden;
  }
  .mh-search-row input[type='search'] {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 44px;
    padding: 8px 12px;
    border: 0;
    font: inherit;
    color: var(--mh-text, #1f2328);
    background: transparent;
  }
  .mh-search-row select {
    flex: 0 1 auto;
    max-width: 40%;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    border-left: 1px solid var(--mh-border, #d8dee4);
    font: inherit;
    color: var(--mh-text, #1f2328);
    background: transparent;
  }
  .mh-search-row button {
    flex: 0 0 auto;
    min-height: 44px;
    padding: 0 20px;
    border: 0;
    font: inherit;
    font-weight: 600;
    color: #fff;
    background: var(--mh-primary);
    cursor: pointer;
  }
  .mh-search-row button:hover {
    background: var(--mh-primary-hover);
  }
  .mh-search-row :focus-visible {
    outline-offset: -3px;
  }
  .mh-search-extra {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  @media (max-width: 599px) {
    .mh-search-row {
      flex-wrap: wrap;
    }
    .mh-search-row input[type='search'] {
      flex-basis: 100%;
    }
    .mh-search-row select {
      flex: 1 1 auto;
      max-width: none;
      border-left: 0;
      border-top: 1px solid var(--mh-border, #d8dee4);
    }
    .mh-search-row button {
      border-top: 1px solid var(--mh-primary);
    }
  }
`;

export type SearchBoxFormProps = {
  /** The search-box component (bootstrap `searchBoxes`); absent means every open resource type and no sub-pools. */
  box: SearchBoxComponent | undefined;
  /** The module's style id: decides the empty-keyword rule (spec §5). */
  styleId: number;
  /** Show the advanced-search link (a banner whose quick link already goes there leaves it out). */
  showAdvancedLink?: boolean;
  className?: string;
};

/**
 * The search box's form (spec §2): resource-type radios, the keyword, the field dropdown, the button, sub-pool radios
 * and the advanced-search link. It is a real `<form method="get">` whose action and hidden inputs are the result
 * route of the chosen resource (`runtime/search/search-target.ts`), so the browser submits it, into a new tab, with or
 * without JavaScript. Script only keeps the action in step with the choice and applies the empty-keyword rule.
 */
export function SearchBoxForm({ box, styleId, showAdvancedLink = true, className }: SearchBoxFormProps) {
  const { t } = useTranslation();
  const { bootstrap, lang, sld, location } = usePage();
  const hydrated = useHydrated();
  const id = useId();
  const keywordRef = useRef<HTMLInputElement>(null);

  const resources = useMemo(() => resourceOptions(box, bootstrap.search, lang), [box, bootstrap.search, lang]);
  const subPools = useMemo(() => subPoolOptions(box, lang), [box, lang]);
  const [resourceIndex, setResourceIndex] = useState(() => initialResourceIndex(resources, location.query.type));
  const resource: ResourceOption | undefined = resources[resourceIndex] ?? resources[0];
  const fields = useMemo(() => fieldOptions(bootstrap.search, resource?.code, lang), [bootstrap.search, resource?.code, lang]);
  const [field, setField] = useState(() => firstFieldOf(bootstrap.search, resource?.code));
  const [keyword, setKeyword] = useState('');
  const [subPool, setSubPool] = useState<string | undefined>(undefined);
  const [alerting, setAlerting] = useState(false);

  if (!resource) return null;
  const route = searchRouteOf(resource, lang);
  const [typeParam, ...routeParams] = route.params;

  const chooseResource = (index: number) => {
    setResourceIndex(index);
    // Spec §4: choosing a resource type resets the field to the first option.
    setField(firstFieldOf(bootstrap.search, resources[index]?.code));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const outcome = submitSearch({ styleId, resource, lang, keyword, field, subPool, sld });
    if (outcome.kind === 'emptyKeyword') {
      event.preventDefault();
      setAlerting(true);
    }
    // Otherwise the browser submits the form: its action and inputs spell exactly outcome.target.href.
  };

  const closeAlert = () => {
    setAlerting(false);
    keywordRef.current?.focus();
  };

  return (
    <form method="get" action={route.path} target="_blank" {...formRel} role="search" css={formStyle} className={className} onSubmit={onSubmit}>
      {resources.length > 1 ? (
        <fieldset>
          <legend className="mh-visually-hidden">{t('search.resourceType')}</legend>
          <div className="mh-search-choices">
            {resources.map((option, index) => (
              <label key={`${option.code}-${option.type}`} className="mh-search-choice">
                <input type="radio" name="type" value={typeParamOf(option)} checked={index === resourceIndex} onChange={() => chooseResource(index)} />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : typeParam ? (
        <input type="hidden" name={typeParam[0]} value={typeParam[1]} />
      ) : null}
      {routeParams.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="mh-search-row">
        <label htmlFor={`${id}-q`} className="mh-visually-hidden">
          {t('search.keyword')}
        </label>
        <input
          ref={keywordRef}
          id={`${id}-q`}
          type="search"
          name="q"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        {fields.length > 0 ? (
          <>
            <label htmlFor={`${id}-field`} className="mh-visually-hidden">
              {t('search.field')}
            </label>
            <select
              id={`${id}-field`}
              // "All fields" (empty) is not sent once script runs; without script the browser sends `field=`.
              name={hydrated && field === '' ? undefined : 'field'}
              value={field}
              onChange={(event) => setField(event.target.value)}
            >
              {fields.map((option) => (
                <option key={`${option.field}-${option.label}`} value={option.field}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button type="submit">
          {t('search.button')}{' '}
          <span className="mh-visually-hidden">{t('blocks.newTab')}</span>
        </button>
      </div>
      {subPools.length > 0 || showAdvancedLink ? (
        <div className="mh-search-extra">
          {subPools.length > 0 ? (
            <fieldset>
              <legend className="mh-visually-hidden">{t('search.subPool')}</legend>
              <div className="mh-search-choices">
                {subPools.map((pool) => (
                  <label key={pool.label} className="mh-search-choice">
                    <input type="radio" name="subPool" value={pool.label} checked={subPool === pool.label} onChange={() => setSubPool(pool.label)} />
                    <span>{pool.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : (
            <span />
          )}
          {showAdvancedLink ? (
            <a href={advancedSearchHref({ lang, sld })} target="_blank" rel="noopener">
              {t('search.advanced')}{' '}
              <span className="mh-visually-hidden">{t('blocks.newTab')}</span>
            </a>
          ) : null}
        </div>
      ) : null}
      {sld ? <input type="hidden" name="slds" value={sld} /> : null}
      {alerting ? <EmptyKeywordAlert onClose={closeAlert} /> : null}
    </form>
  );
}
