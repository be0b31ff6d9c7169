import { useTranslation } from '../i18n/use-translation.ts';
import type { ResourceOption } from './search-options.ts';
import { typeParamOf } from './search-target.ts';

/** How a search box offers its resource types: radio chips, radios drawn as tabs, or a dropdown in the keyword row. */
export type ResourceControl = 'chips' | 'tabs' | 'select';

type Props = { resources: readonly ResourceOption[]; chosen: number; onChoose: (index: number) => void };

/**
 * The resource types as radios named `type` (their values are the result route's `type`), so the choice is sent and
 * moved between with the arrow keys without any script. Chips and tabs differ only in their look (the form's class).
 */
export function ResourceRadios({ resources, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="mh-search-types">
      <legend className="mh-visually-hidden">{t('search.resourceType')}</legend>
      <div className="mh-search-choices">
        {resources.map((option, index) => (
          <label key={`${option.code}-${option.type}`} className="mh-search-choice">
            <input type="radio" name="type" value={typeParamOf(option)} checked={index === chosen} onChange={() => onChoose(index)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The resource types as a dropdown named `type` (style four's compact box). */
export function ResourceSelect({ resources, chosen, onChoose, id }: Props & { id: string }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id} className="mh-visually-hidden">
        {t('search.resourceType')}
      </label>
      <select id={id} name="type" className="mh-search-type-select" value={typeParamOf(resources[chosen] ?? resources[0]!)} onChange={(event) => onChoose(event.target.selectedIndex)}>
        {resources.map((option) => (
          <option key={`${option.code}-${option.type}`} value={typeParamOf(option)}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
