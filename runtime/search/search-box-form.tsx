import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { SearchBoxComponent } from '../../schemas/search-box.ts';
import { usePage } from '../context/page-context.ts';
import { EmptyKeywordAlert } from './empty-keyword-alert.tsx';
import { ResourceRadios, ResourceSelect, type ResourceControl } from './resource-choice.tsx';
import { searchFormStyle } from './search-box-form-styles.ts';
import { fieldOptions, firstFieldOf, initialResourceIndex, resourceOptions, subPoolOptions } from './search-options.ts';
import type { SearchBoxResource, SearchSubmissionKit } from './search-submission.ts';
import { advancedSearchHref, checksEmptyKeyword, searchRouteOf } from './search-target.ts';
import { useSearchSubmission } from './use-search-submission.ts';
import { useHydrated } from '../browser/use-hydrated.ts';



/** `rel` is valid on a form (HTML), but React's types do not list it. */
const formRel: Record<string, string> = { rel: 'noopener' };

export type SearchBoxFormProps = {
  /** The search-box component (bootstrap `searchBoxes`); absent means every open resource type and no sub-pools. */
  box: Pick<SearchBoxComponent, 'updateResourceWay' | 'subPoolList'> | undefined;
  /** The module's style id (or `headerSearchStyleId`): decides the empty-keyword rule (spec §5). */
  styleId: number;
  /** The keyword input's id, for a caller that focuses it (the header's popup); otherwise one of its own. */
  keywordInputId?: string;
  /** The submission machine and its choice rule (kits/search): runtime/ may not import machines/. */
  submission: SearchSubmissionKit;
  /** How the resource types are offered (default radio chips). */
  resourceControl?: ResourceControl;
  /** Show the advanced-search link (a banner whose quick link already goes there leaves it out). */
  showAdvancedLink?: boolean;
  /** The search landmark's name, where a page may hold another search form (the header's popup). */
  label?: string;
  className?: string;
};

/**
 * The search box's form (spec §2): resource types, the keyword, the field dropdown, the button, sub-pool radios and
 * the advanced-search link. It is a real `<form method="get" target="_blank">` whose action and hidden inputs are the
 * result route of the chosen resource (`runtime/search/search-target.ts`), so without JavaScript the browser submits
 * it into a new tab. With JavaScript the submission machine takes the submit (spec §4): the empty-keyword rule, the
 * analyze call, the stored search state, then the result page in a new tab.
 */
export function SearchBoxForm({ box, styleId, submission, resourceControl = 'chips', showAdvancedLink = true, keywordInputId, label, className }: SearchBoxFormProps) {
  const { t } = useTranslation();
  const { bootstrap, lang, sld, location } = usePage();
  const hydrated = useHydrated();
  const id = useId();
  const keywordRef = useRef<HTMLInputElement>(null);

  const resources = useMemo(() => resourceOptions(box, bootstrap.search, lang), [box, bootstrap.search, lang]);
  const machineResources = useMemo<SearchBoxResource[]>(
    () => resources.map((option) => ({ code: option.code, type: option.type, firstField: firstFieldOf(bootstrap.search, option.code) })),
    [resources, bootstrap.search],
  );
  const subPools = useMemo(() => subPoolOptions(box, lang), [box, lang]);
  const [keyword, setKeyword] = useState('');
  const { view, prepare, choose, submit, dismissAlert } = useSearchSubmission({
    kit: submission,
    resources: machineResources,
    initialIndex: initialResourceIndex(resources, location.query.type),
    checksEmptyKeyword: checksEmptyKeyword(styleId),
  });
  const { resourceIndex, field, subPool } = view.choice;
  const resource = resources[resourceIndex] ?? resources[0];
  const fields = useMemo(() => fieldOptions(bootstrap.search, resource?.code, lang), [bootstrap.search, resource?.code, lang]);

  if (!resource) return null;
  const route = searchRouteOf(resource, lang);
  const [typeParam, ...routeParams] = route.params;
  const chooseResource = (index: number) => choose({ type: 'resource.choose', index });
  const typeControl = resources.length > 1 ? resourceControl : 'hidden';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(keyword, event.currentTarget);
  };

  const closeAlert = () => {
    dismissAlert();
    keywordRef.current?.focus();
  };

  const formClass = [resourceControl === 'tabs' ? 'mh-search-tabs' : '', className ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <form
      method="get"
      action={route.path}
      target="_blank"
      {...formRel}
      role="search"
      aria-label={label}
      css={searchFormStyle}
      className={formClass}
      aria-busy={view.status === 'analyzing' ? true : undefined}
      onSubmit={onSubmit}
      onFocus={prepare}
      onPointerEnter={prepare}
    >
      {typeControl === 'chips' || typeControl === 'tabs' ? (
        <ResourceRadios resources={resources} chosen={resourceIndex} onChoose={chooseResource} />
      ) : typeControl === 'hidden' && typeParam ? (
        <input type="hidden" name={typeParam[0]} value={typeParam[1]} />
      ) : null}
      {routeParams.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="mh-search-row">
        {typeControl === 'select' ? <ResourceSelect id={`${id}-type`} resources={resources} chosen={resourceIndex} onChoose={chooseResource} /> : null}
        <label htmlFor={keywordInputId ?? `${id}-q`} className="mh-visually-hidden">
          {t('search.keyword')}
        </label>
        <input
          ref={keywordRef}
          id={keywordInputId ?? `${id}-q`}
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
              onChange={(event) => choose({ type: 'field.choose', field: event.target.value })}
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
          {t('search.button')} <span className="mh-visually-hidden">{t('blocks.newTab')}</span>
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
                    <input type="radio" name="subPool" value={pool.label} checked={subPool === pool.label} onChange={() => choose({ type: 'subPool.choose', subPool: pool.label })} />
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
              {t('search.advanced')} <span className="mh-visually-hidden">{t('blocks.newTab')}</span>
            </a>
          ) : null}
        </div>
      ) : null}
      {sld ? <input type="hidden" name="slds" value={sld} /> : null}
      {view.status === 'alerting' ? <EmptyKeywordAlert onClose={closeAlert} /> : null}
    </form>
  );
}
