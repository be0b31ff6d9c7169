import { describe, expect, it } from 'vitest';
import { hrefWithQuery } from '../../../kits/paging/page-href.ts';
import { resultCount } from '../result-count.ts';
import { tabChanges, withFilter } from '../search-url.ts';

describe('resultCount (spec §9 units)', () => {
  it('counts pieces below 10,000 and ten-thousands from there, never rounding up into the next unit', () => {
    expect(resultCount(9_999, 'en')).toEqual({ unit: 'pieces', value: '9,999' });
    expect(resultCount(10_000, 'zh-CN')).toEqual({ unit: 'tenThousands', value: '1' });
    expect(resultCount(123_456, 'en')).toEqual({ unit: 'tenThousands', value: '12.3' });
    expect(resultCount(99_990, 'en')).toEqual({ unit: 'tenThousands', value: '9.9' });
  });
});

describe('result links', () => {
  const query = { type: '1', index: '-1', q: 'a b', page: '3', year: '2024' };

  it('a window of years replaces a year, from the first page', () => {
    expect(hrefWithQuery('/article', query, withFilter('withinYears', '3'))).toBe('/article?type=1&index=-1&q=a+b&withinYears=3');
    expect(hrefWithQuery('/article', { q: 'a', withinYears: '3' }, withFilter('year', '2020'))).toBe('/article?q=a&year=2020');
  });

  it('opens another tab on its first page, with the same filters (its count was counted with them)', () => {
    expect(hrefWithQuery('/article', query, tabChanges('picture', 'results'))).toBe('/article?type=picture&index=-1&q=a+b&year=2024');
    expect(hrefWithQuery('/article', { ...query, tab: 'trends' }, tabChanges('1', 'results'))).toBe('/article?type=1&index=-1&q=a+b&year=2024');
    expect(hrefWithQuery('/article', query, tabChanges('1', 'trends'))).toBe('/article?type=1&index=-1&q=a+b&year=2024&tab=trends');
  });
});
