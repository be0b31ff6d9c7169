import type { MemberResourceType } from '../../schemas/account/member-api.ts';

/**
 * The personal centre's menu (spec §2: collect, download, album, infomation — the spec's spelling — and account),
 * with browsing history and e-mail alerts beside them.
 */
export const personalMenus = ['collect', 'download', 'history', 'album', 'infomation', 'account', 'alerts'] as const;
export type PersonalMenu = (typeof personalMenus)[number];

/** The tabs of favourites and album items (spec §3 "album tab type article, publication, audio, video"). */
export const resourceTabs = ['article', 'journal', 'audio', 'video'] as const satisfies readonly MemberResourceType[];
// The tabs name every type the schema knows (schemas/account/member-api.ts holds them with zod, which blocks may not load).
export const resourceTabsComplete: Exclude<MemberResourceType, (typeof resourceTabs)[number]> extends never ? true : never = true;

/** Where the reader is in the personal centre; kept in the URL query so a reload or a shared link keeps the place. */
export type PersonalPlace = {
  menu: PersonalMenu;
  tab: MemberResourceType;
  /** Zero-based. */
  page: number;
  /** The open album (menu album), or null for the list of albums. */
  album: number | null;
};

export const placeParams = ['menu', 'tab', 'page', 'album'] as const;
export type PlaceQuery = Partial<Record<(typeof placeParams)[number], string | undefined>>;

const oneOf = <Value extends string>(values: readonly Value[], value: string | undefined, fallback: Value): Value =>
  values.includes(value as Value) ? (value as Value) : fallback;

const wholeNumber = (value: string | undefined): number | null => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** Reads a place from the query; anything unreadable falls back to the first menu, tab and page. */
export function readPlace(query: PlaceQuery): PersonalPlace {
  const menu = oneOf(personalMenus, query.menu, 'collect');
  const album = menu === 'album' ? wholeNumber(query.album) : null;
  return {
    menu,
    tab: oneOf(resourceTabs, query.tab === 'publication' ? 'journal' : query.tab, 'article'),
    page: wholeNumber(query.page) ?? 0,
    album: album === 0 ? null : album,
  };
}

/**
 * The address of a place: `/personal` with the query it was reached with (its `lang`, `slds`) and the place's own
 * parameters, defaults left out so each place has one address.
 */
export function placeHref(place: PersonalPlace, currentPath: string): string {
  const url = new URL(currentPath, 'http://localhost');
  const params = url.searchParams;
  for (const name of placeParams) params.delete(name);
  if (place.menu !== 'collect') params.set('menu', place.menu);
  if (place.album !== null) params.set('album', String(place.album));
  if (place.tab !== 'article') params.set('tab', place.tab);
  if (place.page > 0) params.set('page', String(place.page));
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** The first page of a menu. */
export const menuPlace = (menu: PersonalMenu): PersonalPlace => ({ menu, tab: 'article', page: 0, album: null });
