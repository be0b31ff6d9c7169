import type { ScreenCondition } from '../../schemas/screens/screen-config.ts';
import type { SiteFeatures, SwitchFeatureName } from '../../schemas/site.ts';
import { advancedRowsFromQuery, composeAdvancedQuery } from '../search/advanced-query.ts';
import type { AddressValues } from './bind-props.ts';

/** The address asks for a search: a keyword, or the advanced search's rows that make one (sent without JavaScript). */
export function asksForSearch(query: AddressValues['query']): boolean {
  return (query.q?.trim() ?? '') !== '' || composeAdvancedQuery(advancedRowsFromQuery(query)) !== '';
}

/** Whether a variant's condition holds for this address on this site (schemas/screens/screen-config.ts `screenCondition`). */
export function conditionHolds(condition: ScreenCondition, address: AddressValues, features: SiteFeatures): boolean {
  const queryHolds = Object.entries(condition.query ?? {}).every(([name, wanted]) => {
    const value = address.query[name];
    if (typeof wanted === 'boolean') return (value !== undefined) === wanted;
    return Array.isArray(wanted) ? wanted.includes(value ?? '') : (value ?? '') === wanted;
  });
  const paramsHold = Object.entries(condition.params ?? {}).every(([name, present]) => (address.params[name] !== undefined) === present);
  const searchingHolds = condition.searching === undefined || asksForSearch(address.query) === condition.searching;
  const featuresHold = Object.entries(condition.features ?? {}).every(([name, on]) => features[name as SwitchFeatureName] === on);
  return queryHolds && paramsHold && searchingHolds && featuresHold;
}
