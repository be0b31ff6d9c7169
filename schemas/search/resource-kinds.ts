import type { SearchResourceType } from '../search-config.ts';
import type { SearchKind } from './search-request.ts';

/**
 * Which kind of content a search's `type` names, without zod: result pages read it in the browser too. Resource codes
 * of the site's search configuration (spec §3 "Search resource type") map to the kind each searches; null for codes
 * the portal holds no content of (patents, standards …).
 */
export const kindOfResourceCode: Readonly<Record<string, SearchKind | null>> = {
  article: 'article',
  thesis: 'article',
  journal: 'journal',
  publication: 'journal',
  figure: 'figure',
  picture: 'figure',
  table: 'table',
  video: 'video',
  audio: 'audio',
  book: 'book',
  news: 'news',
  expert: 'expert',
  scholar: 'expert',
  onlineVideo: null,
  standard: null,
  patent: null,
  mixed: null,
};

/**
 * The kind a search's `type` names: a kind, a resource code, or the numeric id of one of the site's resource types.
 * Null: a type the site may offer but nothing is indexed for; undefined: not a type at all.
 */
export function searchKindOf(type: string, resourceTypes: readonly Pick<SearchResourceType, 'type' | 'code'>[]): SearchKind | null | undefined {
  const code = /^\d{1,9}$/.test(type) ? resourceTypes.find((entry) => entry.type === Number(type))?.code : type;
  return code !== undefined && Object.hasOwn(kindOfResourceCode, code) ? kindOfResourceCode[code] : undefined;
}
