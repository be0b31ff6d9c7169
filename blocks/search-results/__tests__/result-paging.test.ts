import { describe, expect, it } from 'vitest';
import { pageWindow } from '../page-window.ts';
import { resultCount } from '../result-count.ts';
import { hrefWith, tabChanges, withFilter } from '../search-url.ts';

describe('pageWindow', () => {
  it('offers the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(10, 50)).toEqual([0, 'gap', 8, 9, 10, 11, 12, 'gap', 49]);
    expect(pageWindow(3, 50)).toEqual([0, 1, 2, 3, 4, 5, 'gap', 49]);
    expect(pageWindow(49, 50)).toEqual([0, 'gap', 47, 48, 49]);
  });
});

describe('resultCount (spec §9 units)', () => {
  it('counts pieces below 10,000 and ten-thousands from there, never rounding up into the next unit', () => {
    expect(resultCount(9_999, 'en')).toEqual({ unit: 'pieces', value: '9,999' });
    expect(resultCount(10_000, 'zh-CN')).toEqual({ unit: 'tenThousands', value: '1' });
    expect(resultCount(123_456, 'en')).toEqual({ unit: 'tenThousands', value: '12.3' });
    expect(resultCount(99_990, 'en')).toEqual({ unit: 'tenThousands', value: '9.9' });
  });
});

describe('hrefWith', () => {
  const query = { type: '1', index: '-1', q: 'a b', page: '3', year: '2024' };

  it('keeps the parameters in their order, changes some, and goes back to the first page', () => {
    expect(hrefWith('/article', query, { sort: 'date' })).toBe('/article?type=1&index=-1&q=a+b&year=2024&sort=date');
    expect(hrefWith('/article', query, { page: '4' })).toBe('/article?type=1&index=-1&q=a+b&page=4&year=2024');
    expect(hrefWith('/article', query, withFilter('withinYears', '3'))).toBe('/article?type=1&index=-1&q=a+b&withinYears=3');
  });

  it('opens another tab on its first page, with the same filters (its count was counted with them)', () => {
    expect(hrefWith('/article', query, tabChanges('picture', 'results'))).toBe('/article?type=picture&index=-1&q=a+b&year=2024');
    expect(hrefWith('/article', { ...query, tab: 'trends' }, tabChanges('1', 'results'))).toBe('/article?type=1&index=-1&q=a+b&year=2024');
    expect(hrefWith('/article', query, tabChanges('1', 'trends'))).toBe('/article?type=1&index=-1&q=a+b&year=2024&tab=trends');
  });
});
