import { describe, expect, it } from 'vitest';
import { hrefWith, hrefWithQuery, pageChange } from '../page-href.ts';

describe('hrefWithQuery', () => {
  const query = { type: '1', index: '-1', q: 'a b', page: '3', year: '2024' };

  it('keeps the parameters in their order, changes some, and goes back to the first page', () => {
    expect(hrefWithQuery('/article', query, { sort: 'date' })).toBe('/article?type=1&index=-1&q=a+b&year=2024&sort=date');
    expect(hrefWithQuery('/article', query, { page: '4' })).toBe('/article?type=1&index=-1&q=a+b&page=4&year=2024');
  });

  it('removes a parameter changed to null, and gives the bare path when none is left', () => {
    expect(hrefWithQuery('/news', { tab: '2' }, { tab: null })).toBe('/news');
    expect(hrefWithQuery('/news', {}, { page: null })).toBe('/news');
  });
});

describe('hrefWith', () => {
  it('reads the query from the address, counting a repeated parameter once', () => {
    expect(hrefWith('/zh/bookList?id=7&page=2', { sort: 'new' })).toBe('/zh/bookList?id=7&sort=new');
    expect(hrefWith('/zh/collections/5?tab=a&tab=b', pageChange(3))).toBe('/zh/collections/5?tab=a&page=3');
  });

  it('gives the first page one address only: no `page`', () => {
    expect(hrefWith('/en/news?page=4', pageChange(0))).toBe('/en/news');
    expect(hrefWith('/en/news', pageChange(1))).toBe('/en/news?page=1');
  });
});
