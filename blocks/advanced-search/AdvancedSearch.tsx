import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { kindOfResourceCode } from '../../schemas/search/resource-kinds.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { composeAdvancedQuery, maxAdvancedRows, rowOperators, type AdvancedRow } from '../../runtime/search/advanced-query.ts';
import { fieldOptions, initialResourceIndex, resourceOptions, type FieldOption } from '../../runtime/search/search-options.ts';
import { searchRouteOf, typeParamOf } from '../../runtime/search/search-target.ts';
import { advancedSearchStyle } from './advanced-search-styles.ts';
import type { AdvancedSearchProps } from './contract.ts';
import { useHydrated } from '../../runtime/browser/use-hydrated.ts';

/** Spec §9 year filters: all, 5, 3, 1 years. */
const yearWindows = [1, 3, 5] as const;
/** Rows shown at first: enough to combine without JavaScript, which cannot add any. */
const initialRowCount = 3;

type Row = AdvancedRow & { id: number };


/** Fresh rows for a resource type: each on one of its fields in turn (title, keywords, author …), all joined by AND. */
function freshRows(fields: readonly FieldOption[], count: number, firstId: number): Row[] {
  const named = fields.filter((option) => option.field !== '');
  return Array.from({ length: count }, (_, index) => ({ id: firstId + index, operator: 'AND', field: named[index]?.field ?? fields[0]?.field ?? '', term: '' }));
}

/**
 * The advanced search builder (spec §2 `/seniorSearch`, §5 syntax): rows of [field] [term] joined by AND, OR or NOT,
 * exact or fuzzy matching, a year window, and the query they make shown as it is typed. It is a GET form to the
 * type's result route: with JavaScript it sends the composed query as `q`; without, it sends its rows (`f1`, `t1`,
 * `o2` …), which the result page composes the same way.
 */
export default function AdvancedSearch({ props }: BlockComponentProps<AdvancedSearchProps>) {
  const { t } = useTranslation();
  const { bootstrap, lang, sld } = usePage();
  const hydrated = useHydrated();
  const headingId = useId();
  const previewId = useId();
  const errorId = useId();
  const firstTerm = useRef<HTMLInputElement>(null);
  const resources = resourceOptions(undefined, bootstrap.search, lang).filter((option) => kindOfResourceCode[option.code] !== null);
  const [chosen, setChosen] = useState(() => initialResourceIndex(resources, props.type || undefined));
  const resource = resources[chosen];
  const fields = fieldOptions(bootstrap.search, resource?.code, lang);
  const [rows, setRows] = useState<Row[]>(() => freshRows(fields, initialRowCount, 0));
  const [nextId, setNextId] = useState(initialRowCount);
  const [missingTerm, setMissingTerm] = useState(false);
  const [precise, setPrecise] = useState('0');
  const [withinYears, setWithinYears] = useState('');
  const [year, setYear] = useState('');
  const query = composeAdvancedQuery(rows);

  if (!resource) return null;
  const route = searchRouteOf(resource, lang);
  const routeParams = route.params.filter(([name]) => name !== 'type');

  const chooseResource = (index: number) => {
    setChosen(index);
    // Spec §4: choosing a resource type resets the field to its first.
    const next = resources[index];
    setRows((current) => freshRows(fieldOptions(bootstrap.search, next?.code, lang), current.length, nextId).map((row, at) => ({ ...row, operator: current[at]?.operator ?? 'AND', term: current[at]?.term ?? '' })));
    setNextId((id) => id + rows.length);
  };
  const update = (id: number, change: Partial<AdvancedRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
    if (change.term) setMissingTerm(false);
  };
  const addRow = () => {
    setRows((current) => [...current, { id: nextId, operator: 'AND', field: fields[0]?.field ?? '', term: '' }]);
    setNextId((id) => id + 1);
  };
  // With JavaScript, options left at their default are not sent: the result URL says only what was chosen.
  const sentUnlessDefault = (name: string, value: string, byDefault: string) => (hydrated && value === byDefault ? undefined : name);
  const removeRow = (id: number) => setRows((current) => current.filter((row) => row.id !== id));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (query !== '') return;
    // Spec §5: the search term is required.
    event.preventDefault();
    setMissingTerm(true);
    firstTerm.current?.focus();
  };

  return (
    <section css={advancedSearchStyle} aria-labelledby={headingId} data-block="advanced-search">
      <h1 id={headingId}>{t('advancedSearch.heading')}</h1>
      <p className="mh-advanced-intro">{t('advancedSearch.intro')}</p>
      <form method="get" action={route.path} onSubmit={submit} noValidate>
        {routeParams.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {sld ? <input type="hidden" name="slds" value={sld} /> : null}
        <label className="mh-advanced-type">
          <span>{t('advancedSearch.type')}</span>
          <select name="type" value={typeParamOf(resource)} onChange={(event) => chooseResource(resources.findIndex((option) => typeParamOf(option) === event.target.value))}>
            {resources.map((option) => (
              <option key={`${option.code}-${option.type}`} value={typeParamOf(option)}>
                {option.label}
              </option>
            ))}
          </select>
        </label>

        <ol className="mh-advanced-rows">
          {rows.map((row, index) => {
            const n = index + 1;
            // Without JavaScript the rows are sent and the result page composes them; with it, the query is sent as q.
            const named = (name: string) => (hydrated ? undefined : `${name}${n}`);
            return (
              <li key={row.id}>
                <fieldset>
                  <legend className="mh-visually-hidden">{t('advancedSearch.row', { n })}</legend>
                  {index === 0 ? (
                    <span className="mh-advanced-operator" aria-hidden="true" />
                  ) : (
                    <select className="mh-advanced-operator" name={named('o')} value={row.operator} aria-label={t('advancedSearch.operator')} onChange={(event) => update(row.id, { operator: event.target.value as AdvancedRow['operator'] })}>
                      {rowOperators.map((operator) => (
                        <option key={operator} value={operator}>
                          {t(`advancedSearch.operators.${operator}`)}
                        </option>
                      ))}
                    </select>
                  )}
                  <select name={named('f')} value={row.field} aria-label={t('advancedSearch.field')} onChange={(event) => update(row.id, { field: event.target.value })}>
                    {fields.map((option) => (
                      <option key={option.field} value={option.field}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                  <input
                    ref={index === 0 ? firstTerm : undefined}
                    type="text"
                    name={named('t')}
                    value={row.term}
                    aria-label={t('advancedSearch.term')}
                    aria-invalid={missingTerm && index === 0 ? true : undefined}
                    aria-describedby={missingTerm && index === 0 ? errorId : undefined}
                    onChange={(event) => update(row.id, { term: event.target.value })}
                  />
                  {rows.length > 1 ? (
                    <button type="button" className="mh-advanced-remove" aria-label={t('advancedSearch.removeRow', { n })} onClick={() => removeRow(row.id)}>
                      −
                    </button>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {rows.length < maxAdvancedRows ? (
          <button type="button" className="mh-advanced-add" onClick={addRow}>
            + {t('advancedSearch.addRow')}
          </button>
        ) : null}

        <fieldset className="mh-advanced-options">
          <legend>{t('advancedSearch.match')}</legend>
          {(['0', '1'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="precise" value={value} checked={precise === value} onChange={() => setPrecise(value)} />
              {t(value === '1' ? 'advancedSearch.precise' : 'advancedSearch.fuzzy')}
            </label>
          ))}
        </fieldset>
        <fieldset className="mh-advanced-options">
          <legend>{t('advancedSearch.years')}</legend>
          <select name={sentUnlessDefault('withinYears', withinYears, '')} value={withinYears} aria-label={t('advancedSearch.years')} onChange={(event) => setWithinYears(event.target.value)}>
            <option value="">{t('advancedSearch.anyYear')}</option>
            {yearWindows.map((years) => (
              <option key={years} value={years}>
                {t('advancedSearch.withinYears', { count: years })}
              </option>
            ))}
          </select>
          <label>
            {t('advancedSearch.year')}
            <input type="number" name={sentUnlessDefault('year', year, '')} value={year} min={1000} max={9999} inputMode="numeric" onChange={(event) => setYear(event.target.value)} />
          </label>
        </fieldset>

        <div className="mh-advanced-preview">
          <span id={previewId}>{t('advancedSearch.preview')}</span>
          <output aria-labelledby={previewId} aria-live="polite">
            {query === '' ? <span className="mh-advanced-preview-empty">{t('advancedSearch.previewEmpty')}</span> : <code>{query}</code>}
          </output>
        </div>
        {hydrated ? <input type="hidden" name="q" value={query} /> : null}
        {missingTerm ? (
          <p id={errorId} role="alert" className="mh-advanced-error">
            {t('advancedSearch.required')}
          </p>
        ) : null}
        <button type="submit" className="mh-advanced-submit">
          {t('advancedSearch.submit')}
        </button>
      </form>
    </section>
  );
}
