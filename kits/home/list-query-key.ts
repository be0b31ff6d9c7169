import type { LanguageSegment } from '../../schemas/language-codes.ts';

export type ListQueryParams = Record<string, string | number | undefined>;

/** A list endpoint's query key: per site and language, so sites and languages never share a cached list. */
export function listQueryKey(siteId: number, lang: LanguageSegment, path: string, query: ListQueryParams): readonly unknown[] {
  return ['home-list', siteId, lang, path, query];
}
