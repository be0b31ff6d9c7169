// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredFilters,
  readStoredFilter,
  readStoredSearch,
  sessionSearchStorage,
  storedFilterKeys,
  storedSearchKey,
  storeFilter,
  storeSearchValue,
  type SearchStorage,
} from '../stored-search-state.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('stored search state (spec §3, §4)', () => {
  it('keeps the search state in this tab’s sessionStorage and reads it back', () => {
    storeSearchValue('val', '超构表面');
    storeSearchValue('searchTypeNav', '1');
    storeSearchValue('selectvalue', 'resName_tic');
    storeSearchValue('page', 0);
    storeSearchValue('analyzeArray', ['超构', '表面']);
    storeSearchValue('datanav', 'article');
    expect(readStoredSearch()).toEqual({ val: '超构表面', searchTypeNav: '1', selectvalue: 'resName_tic', page: 0, analyzeArray: ['超构', '表面'], datanav: 'article' });
    expect(sessionStorage.getItem('masthead:search:val')).toBe('"超构表面"');
  });

  it('leaves out missing and malformed entries', () => {
    storeSearchValue('page', 3);
    sessionStorage.setItem(storedSearchKey('val'), '{not json');
    sessionStorage.setItem(storedSearchKey('analyzeArray'), '[1, 2]');
    sessionStorage.setItem(storedSearchKey('searchTypeNav'), '7');
    expect(readStoredSearch()).toEqual({ page: 3 });
  });

  it('clears exactly the ten filters of spec §4 and keeps the rest', () => {
    expect(storedFilterKeys).toEqual(['Cat', 'Cat1', 'Year', 'Text', 'oa', 'oa1', 'periodId', 'periodId1', 'download', 'subId']);
    for (const key of storedFilterKeys) storeFilter(key, `${key}-value`);
    storeSearchValue('val', 'laser');
    sessionStorage.setItem('masthead:lastChunkReload', '1');
    expect(readStoredFilter('Year')).toBe('Year-value');
    clearStoredFilters();
    for (const key of storedFilterKeys) expect(readStoredFilter(key)).toBeUndefined();
    expect(readStoredSearch()).toEqual({ val: 'laser' });
    expect(sessionStorage.getItem('masthead:lastChunkReload')).toBe('1');
  });

  it('is a no-op without storage', () => {
    storeSearchValue('val', 'kept');
    expect(() => storeSearchValue('val', 'x', null)).not.toThrow();
    expect(() => clearStoredFilters(null)).not.toThrow();
    expect(readStoredSearch(null)).toEqual({});
    expect(readStoredFilter('oa', null)).toBeUndefined();
    expect(readStoredSearch()).toEqual({ val: 'kept' });
  });

  it('swallows a storage that throws (quota, disabled storage)', () => {
    const refusing: SearchStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => storeSearchValue('val', 'x', refusing)).not.toThrow();
    expect(() => clearStoredFilters(refusing)).not.toThrow();
    expect(readStoredSearch(refusing)).toEqual({});
  });

  it('finds no storage when reaching sessionStorage throws', () => {
    expect(sessionSearchStorage()).toBe(window.sessionStorage);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(sessionSearchStorage()).toBeNull();
    expect(() => storeSearchValue('val', 'x')).not.toThrow();
  });
});
