import type { TFunction } from 'i18next';
import type { SearchClusters } from '../../schemas/search/search-results.ts';
import type { FilterName } from './search-url.ts';

/** The facet whose values a filter takes (labels come from it: journal and column names in the page language). */
export const facetOfFilter: Partial<Record<FilterName, keyof SearchClusters>> = {
  year: 'years',
  publicationId: 'publications',
  columnId: 'columns',
  oa: 'openAccess',
  publicationType: 'publicationTypes',
};

/** What an active filter reads as: its facet value's label, or words for filters no facet lists. */
export function filterLabel(name: FilterName, value: string, clusters: SearchClusters | undefined, t: TFunction): string {
  const facet = facetOfFilter[name];
  const label = facet ? clusters?.[facet].find((entry) => entry.value === value)?.label : undefined;
  if (label) return label;
  switch (name) {
    case 'withinYears':
      return t('searchResults.facets.withinYears', { count: Number(value) });
    case 'oa':
      return t(`searchResults.facets.openAccessValues.${value === '0' ? 'open' : 'closed'}`);
    case 'publicationType':
      return t(`searchResults.facets.publicationTypeValues.${value === '1' ? 'onlineFirst' : 'formal'}`);
    case 'periodId':
      return t('searchResults.facets.period', { id: value });
    case 'download':
      return t('searchResults.facets.download');
    default:
      return value;
  }
}
