import { kindOfResourceCode } from '../../schemas/search/resource-kinds.ts';
import type { SearchKind } from '../../schemas/search/search-request.ts';
import type { SearchConfig, SearchResourceCode } from '../../schemas/search-config.ts';
import { typeParamOf } from '../../runtime/search/search-target.ts';

/**
 * Spec §2 result tabs, in its order: articles, figures, tables, audio, video, resources (books), news, highly
 * published authors (scholars); writing trends follows. Journals (`/searchPublication`) get a tab when searched.
 */
export const tabKinds: readonly SearchKind[] = ['article', 'figure', 'table', 'audio', 'video', 'book', 'news', 'expert'];

export function tabKindsFor(current: SearchKind | null): readonly SearchKind[] {
  return current === null || tabKinds.includes(current) ? tabKinds : [current, ...tabKinds];
}

/** The `type` a tab links with: the site's own value for the kind (its type id or code, as its search box sends), else the kind. */
export function typeValueOf(kind: SearchKind, search: Pick<SearchConfig, 'resourceTypes'>): string {
  const resource = search.resourceTypes.find((entry) => kindOfResourceCode[entry.code] === kind);
  return resource ? typeParamOf(resource) : kind;
}

/** The resource code whose search fields (the site's search conditions) a kind is searched with. */
export function resourceCodeOf(kind: SearchKind | null, search: Pick<SearchConfig, 'conditions'>): SearchResourceCode | undefined {
  if (kind === null) return undefined;
  return (Object.keys(search.conditions) as SearchResourceCode[]).find((code) => kindOfResourceCode[code] === kind);
}
