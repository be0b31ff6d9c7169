import { describe, expect, it } from 'vitest';
import { parseLocation } from '../parse-location.ts';

describe('parseLocation: the language family /{lang}/…', () => {
  it.each([
    ['/en/home/', 'home', {}],
    ['/zh/home/5', 'home', { id: '5' }],
    ['/en/issues/', 'issues', {}],
    ['/en/justAccepted', 'justAccepted', {}],
    ['/en/onlineFirst/', 'onlineFirst', {}],
    ['/en/article/10001/', 'article', { thesisId: '10001' }],
    ['/en/article/', 'article', {}],
    ['/en/article/doi/10.3788/OF202646.0101001/', 'articleByDoi', { doi: '10.3788/OF202646.0101001' }],
    ['/en/article/doi/10.1590/a/b/c', 'articleByDoi', { doi: '10.1590/a/b/c' }],
    ['/en/about/1101/', 'about', { id: '1101' }],
    ['/en/aboutus/7', 'aboutus', { id: '7' }],
    ['/en/collectionList/1601/', 'collectionList', { id: '1601' }],
    ['/en/collections/1601', 'collections', { virtualId: '1601' }],
    ['/en/info/1306/', 'info', { id: '1306' }],
    ['/en/newcomposite/3', 'newcomposite', { id: '3' }],
    ['/en/news/2', 'news', { id: '2' }],
    ['/en/newsDetails/1301', 'newsDetails', { id: '1301' }],
    ['/en/newsInfo/1400/0/', 'newsInfo', { id: '1400', activeId: '0' }],
    ['/en/editorial-board/1102/1401/', 'editorialBoard', { id: '1102', editorialId: '1401' }],
    ['/en/issue/2026/2/', 'issue', { year: '2026', issue: '2' }],
    ['/en/authors/', 'code', { code: 'authors' }],
    ['/en/authors/guide/', 'code', { code: 'authors/guide' }],
    ['/en/', 'home', {}],
  ])('%s → %s', (path, screen, params) => {
    expect(parseLocation(path)).toMatchObject({ family: 'lang', lang: path.split('/')[1], screen, params });
  });

  it('reads every language segment of the spec', () => {
    for (const lang of ['zh', 'en', 'ru', 'ara', 'spa', 'fra', 'de', 'jp', 'kor', 'pt']) {
      expect(parseLocation(`/${lang}/issues/`)).toMatchObject({ family: 'lang', lang, screen: 'issues' });
    }
  });

  it('decodes percent-encoded segments', () => {
    expect(parseLocation('/en/article/doi/10.1000%2Fabc').params).toEqual({ doi: '10.1000/abc' });
  });
});

describe('parseLocation: the site family /{sld}/{lang?}/…', () => {
  it('takes the language when present', () => {
    expect(parseLocation('/optics/en/issue/2026/1/')).toMatchObject({ family: 'site', sld: 'optics', lang: 'en', screen: 'issue', params: { year: '2026', issue: '1' } });
  });

  it('reads a multi-segment menu route with or without the language', () => {
    expect(parseLocation('/optics/en/authors/guide/')).toMatchObject({ family: 'site', sld: 'optics', lang: 'en', screen: 'code', params: { code: 'authors/guide' } });
    expect(parseLocation('/optics/authors/guide')).toMatchObject({ family: 'site', sld: 'optics', screen: 'code', params: { code: 'authors/guide' } });
  });

  it('leaves the language to the site default when absent', () => {
    const location = parseLocation('/optics/issues/');
    expect(location).toMatchObject({ family: 'site', sld: 'optics', screen: 'issues' });
    expect(location.lang).toBeUndefined();
  });

  it('reads the bare site path as its home', () => {
    expect(parseLocation('/ecology')).toMatchObject({ family: 'site', sld: 'ecology', screen: 'home' });
    expect(parseLocation('/ecology/en/')).toMatchObject({ family: 'site', sld: 'ecology', lang: 'en', screen: 'home' });
  });
});

describe('parseLocation: standalone and root routes', () => {
  it('reads standalone routes with their query', () => {
    expect(parseLocation('/login', '?lang=en&url=%2Fen%2Fhome%2F')).toMatchObject({
      family: 'standalone',
      screen: 'login',
      lang: 'en',
      query: { lang: 'en', url: '/en/home/' },
    });
    expect(parseLocation('/article', '?type=1&index=-1&lang=zh')).toMatchObject({ family: 'standalone', screen: 'article', lang: 'zh' });
    expect(parseLocation('/news', '?slds=optics&columnId=1')).toMatchObject({ family: 'standalone', screen: 'news', sld: 'optics' });
  });

  it('reads the menu’s /{code} link (the code named again in its query) as the catch-all, not as a site', () => {
    expect(parseLocation('/openData', '?columnId=61&index=6&code=openData&slds=optics&lang=en')).toMatchObject({
      family: 'menuCode',
      screen: 'code',
      sld: 'optics',
      lang: 'en',
      params: { code: 'openData' },
    });
    expect(parseLocation('/openData', '?code=other')).toMatchObject({ family: 'site', sld: 'opendata', screen: 'home' });
  });

  it('reads / as the index page', () => {
    expect(parseLocation('/')).toMatchObject({ family: 'root', screen: 'home' });
  });

  it('answers unknown for paths no route fits', () => {
    expect(parseLocation('/login/extra')).toMatchObject({ family: 'unknown', screen: 'notFound' });
  });

  it('leaves a longer path no fixed route fits to the catch-all, whose screen decides (a menu item route or 404)', () => {
    expect(parseLocation('/en/issue/2026/1/extra/more')).toMatchObject({ family: 'lang', screen: 'code', params: { code: 'issue/2026/1/extra/more' } });
  });

  it('ignores a language query value that is not a language', () => {
    expect(parseLocation('/login', '?lang=xx').lang).toBeUndefined();
  });
});
