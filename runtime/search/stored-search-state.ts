/**
 * The search state a tab keeps between pages (spec §3 "Client-stored state": val, searchTypeNav, selectvalue, page,
 * analyzeArray, datanav) and the result filters a new search clears (spec §4: Cat, Cat1, Year, Text, oa, oa1,
 * periodId, periodId1, download, subId), in sessionStorage under `masthead:search:<name>`, as JSON.
 *
 * Best effort: where there is no storage (server, storage disabled, private modes that throw, a full quota) reading
 * finds nothing and writing does nothing. The result page's URL (`q`, `type` …) stays the source of truth; this only
 * remembers. Nothing here touches `window` until called.
 */

export const storedFilterKeys = ['Cat', 'Cat1', 'Year', 'Text', 'oa', 'oa1', 'periodId', 'periodId1', 'download', 'subId'] as const;
export type StoredFilterKey = (typeof storedFilterKeys)[number];

export type StoredSearchState = {
  /** The keyword last searched. */
  val: string;
  /** The result tab: the `type` value of the resource searched. */
  searchTypeNav: string;
  /** The chosen field ('' all fields). */
  selectvalue: string;
  /** The result page (0-based). */
  page: number;
  /** The analysed terms of the keyword (spec §7 analyze service). */
  analyzeArray: string[];
  /** The result navigation entry the reader is on. */
  datanav: string;
};

/** The part of the Storage interface used here (so tests may pass a Map-backed one). */
export type SearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const prefix = 'masthead:search:';

export function storedSearchKey(name: keyof StoredSearchState | StoredFilterKey): string {
  return `${prefix}${name}`;
}

/** The tab's sessionStorage, or null where there is none or touching it throws. */
export function sessionSearchStorage(): SearchStorage | null {
  try {
    return typeof window === 'undefined' ? null : (window.sessionStorage ?? null);
  } catch {
    return null;
  }
}

function write(storage: SearchStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or a storage that refuses: remembering is best effort.
  }
}

function read(storage: SearchStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const checks: { [Name in keyof StoredSearchState]: (value: unknown) => value is StoredSearchState[Name] } = {
  val: isString,
  searchTypeNav: isString,
  selectvalue: isString,
  page: (value): value is number => Number.isInteger(value) && (value as number) >= 0,
  analyzeArray: (value): value is string[] => Array.isArray(value) && value.every(isString),
  datanav: isString,
};

/** What is stored; a missing or malformed entry is left out. */
export function readStoredSearch(storage = sessionSearchStorage()): Partial<StoredSearchState> {
  const state: Partial<Record<keyof StoredSearchState, unknown>> = {};
  for (const name of Object.keys(checks) as (keyof StoredSearchState)[]) {
    const value = read(storage, storedSearchKey(name));
    if (checks[name](value)) state[name] = value;
  }
  return state as Partial<StoredSearchState>;
}

export function storeSearchValue<Name extends keyof StoredSearchState>(name: Name, value: StoredSearchState[Name], storage = sessionSearchStorage()): void {
  write(storage, storedSearchKey(name), value);
}

/** A stored result filter (a string, as the result page's URL carries it), if any. */
export function readStoredFilter(key: StoredFilterKey, storage = sessionSearchStorage()): string | undefined {
  const value = read(storage, storedSearchKey(key));
  return isString(value) ? value : undefined;
}

export function storeFilter(key: StoredFilterKey, value: string, storage = sessionSearchStorage()): void {
  write(storage, storedSearchKey(key), value);
}

/** Spec §4: a new search starts without the previous search's filters. */
export function clearStoredFilters(storage = sessionSearchStorage()): void {
  for (const key of storedFilterKeys) {
    try {
      storage?.removeItem(storedSearchKey(key));
    } catch {
      // as write()
    }
  }
}
