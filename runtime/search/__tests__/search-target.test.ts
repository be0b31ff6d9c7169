import { describe, expect, it } from 'vitest';
import {
  advancedSearchHref,
  checksEmptyKeyword,
  searchRouteOf,
  searchTarget,
  submitSearch,
  typeParamOf,
  type SearchResource,
} from '../search-target.ts';

const thesis: SearchResource = { code: 'thesis', type: 1 };
const publication: SearchResource = { code: 'publication', type: 2 };
const picture: SearchResource = { code: 'picture', type: 3 };
const table: SearchResource = { code: 'table', type: 4 };
const video: SearchResource = { code: 'video', type: 5 };
const audio: SearchResource = { code: 'audio', type: 6 };
const book: SearchResource = { code: 'book', type: 7 };
const news: SearchResource = { code: 'news', type: 8 };
const standard: SearchResource = { code: 'standard', type: 9 };

describe('searchTarget (spec §2 result routes)', () => {
  it.each([
    [thesis, '/article?type=1&index=-1&lang=en&q=laser'],
    [publication, '/searchPublication?type=2&searchType=singleSearch&index=0&lang=en&q=laser'],
    [picture, '/textList?type=picture&index=-1&q=laser'],
    [table, '/textList?type=table&index=-1&q=laser'],
    [video, '/audioList?type=video&index=-1&q=laser'],
    [audio, '/audioList?type=audio&index=-1&q=laser'],
    [book, '/bookList?type=7&issearch=1&q=laser'],
    [news, '/informationList?type=news&index=-1&q=laser'],
    [standard, '/currencyList?type=standard&issearch=1&index=-1&q=laser'],
    [{ code: 'patent', type: 11 } satisfies SearchResource, '/currencyList?type=patent&issearch=1&index=-1&q=laser'],
    [{ code: 'mixed', type: 12 } satisfies SearchResource, '/currencyList?type=mixed&issearch=1&index=-1&q=laser'],
  ])('%o goes to %s', (resource, href) => {
    expect(searchTarget({ resource, lang: 'en', keyword: 'laser' }).href).toBe(href);
  });

  it('adds field, sub-pool and slds in that order after q', () => {
    const target = searchTarget({ resource: thesis, lang: 'zh', keyword: '超构表面', field: 'resName_tic', subPool: 'oa', sld: 'optics' });
    expect(target.path).toBe('/article');
    expect(target.params).toEqual([
      ['type', '1'],
      ['index', '-1'],
      ['lang', 'zh'],
      ['q', '超构表面'],
      ['field', 'resName_tic'],
      ['subPool', 'oa'],
      ['slds', 'optics'],
    ]);
    expect(target.href).toBe('/article?type=1&index=-1&lang=zh&q=%E8%B6%85%E6%9E%84%E8%A1%A8%E9%9D%A2&field=resName_tic&subPool=oa&slds=optics');
  });

  it('leaves out an empty field ("all fields") and an unchosen sub-pool', () => {
    expect(searchTarget({ resource: picture, lang: 'en', keyword: 'x', field: '', subPool: undefined }).href).toBe('/textList?type=picture&index=-1&q=x');
  });

  it('encodes hostile keywords as query text', () => {
    const href = searchTarget({ resource: thesis, lang: 'en', keyword: '<img src=x onerror=alert(1)>&type=2' }).href;
    const url = new URL(href, 'http://localhost');
    expect(url.searchParams.get('q')).toBe('<img src=x onerror=alert(1)>&type=2');
    expect(url.searchParams.getAll('type')).toEqual(['1']);
  });

  it('keeps the keyword as typed (an empty keyword still searches for style one)', () => {
    expect(searchTarget({ resource: thesis, lang: 'en', keyword: '' }).href).toBe('/article?type=1&index=-1&lang=en&q=');
  });
});

describe('searchRouteOf and typeParamOf', () => {
  it('puts type first, as the result pages read it', () => {
    for (const resource of [thesis, publication, picture, video, book, news, standard]) {
      expect(searchRouteOf(resource, 'en').params[0]).toEqual(['type', typeParamOf(resource)]);
    }
  });

  it('uses the type id for articles, journals and books and the code for the rest', () => {
    expect([thesis, publication, book, picture, audio, news].map(typeParamOf)).toEqual(['1', '2', '7', 'picture', 'audio', 'news']);
  });
});

describe('empty keyword rule (spec §5)', () => {
  it('style one (1, 8, 9) does not check; the other styles do', () => {
    expect([1, 8, 9].map(checksEmptyKeyword)).toEqual([false, false, false]);
    expect([2, 3, 4, 6, 7, 13].map(checksEmptyKeyword)).toEqual([true, true, true, true, true, true]);
  });

  it('a blank keyword stops a checking style and passes on style one', () => {
    expect(submitSearch({ styleId: 13, resource: thesis, lang: 'en', keyword: '   ' })).toEqual({ kind: 'emptyKeyword' });
    expect(submitSearch({ styleId: 1, resource: thesis, lang: 'en', keyword: '' })).toMatchObject({ kind: 'open', target: { href: '/article?type=1&index=-1&lang=en&q=' } });
    expect(submitSearch({ styleId: 13, resource: video, lang: 'en', keyword: 'bees', sld: 'ecology' })).toMatchObject({
      kind: 'open',
      target: { href: '/audioList?type=video&index=-1&q=bees&slds=ecology' },
    });
  });
});

describe('advancedSearchHref', () => {
  it('opens /seniorSearch in the page language, keeping the site', () => {
    expect(advancedSearchHref({ lang: 'en' })).toBe('/seniorSearch?lang=en');
    expect(advancedSearchHref({ lang: 'zh', sld: 'optics' })).toBe('/seniorSearch?lang=zh&slds=optics');
  });
});
