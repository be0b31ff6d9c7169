import { describe, expect, it } from 'vitest';
import { publicationConfig } from '../../../schemas/publication-config.ts';
import { period } from '../../../schemas/period.ts';
import { resolveMenuItem } from '../resolve-menu-item.ts';
import { context, item, latest } from './fixtures.ts';

const onLanguageRoute = context({ lang: 'en' });
const onSiteRoute = context({ lang: 'en', sld: 'optics' });
const parent = item({ id: 1400, code: 'news', name: '新闻动态', enName: 'News' });

/** Codes whose target is a path under the language: [case, item, href on /en/…, href on /optics/en/…]. */
const languagePathCases: [string, Parameters<typeof item>[0], string, string][] = [
  ['index', { code: 'index' }, '/en/home/', '/optics/en/home/'],
  ['directory (latest period)', { code: 'directory' }, '/en/issue/2024/6/', '/optics/en/issue/2024/6/'],
  ['backissue (second-latest period)', { code: 'backissue' }, '/en/issue/2024/5/', '/optics/en/issue/2024/5/'],
  ['singleFirst', { code: 'singleFirst' }, '/en/onlineFirst/', '/optics/en/onlineFirst/'],
  ['latestOffer', { code: 'latestOffer' }, '/en/justAccepted/', '/optics/en/justAccepted/'],
  ['periodIntroduce', { id: 1101, code: 'periodIntroduce' }, '/en/about/1101/', '/optics/en/about/1101/'],
  ['aboutus', { id: 1106, code: 'aboutus' }, '/en/aboutus/1106/', '/optics/en/aboutus/1106/'],
  ['virtualAlbum', { id: 1206, code: 'virtualAlbum', linkValue: '1' }, '/en/collectionList/1206/', '/optics/en/collectionList/1206/'],
  ['newAlbum', { id: 2105, code: 'newAlbum', linkValue: '2' }, '/en/collectionList/2105/', '/optics/en/collectionList/2105/'],
  ['item with a route', { id: 1300, code: 'item', route: 'authors' }, '/en/authors/', '/optics/en/authors/'],
  ['item with a nested route', { id: 1300, code: 'item', route: 'authors/guide' }, '/en/authors/guide/', '/optics/en/authors/guide/'],
  ['item without a route', { id: 1306, code: 'item' }, '/en/info/1306/', '/optics/en/info/1306/'],
  ['newItem with a route', { id: 2202, code: 'newItem', route: 'open-access' }, '/en/open-access/', '/optics/en/open-access/'],
  ['newItem without a route', { id: 2205, code: 'newItem' }, '/en/info/2205/', '/optics/en/info/2205/'],
  ['newNews', { id: 1403, code: 'newNews' }, '/en/newsInfo/1403/0/', '/optics/en/newsInfo/1403/0/'],
  ['newComposite', { id: 2104, code: 'newComposite', linkValue: '7' }, '/en/newcomposite/2104/', '/optics/en/newcomposite/2104/'],
];

describe('resolveMenuItem: paths under the language', () => {
  it.each(languagePathCases)('%s on /{lang}/…', (_case, fields, href) => {
    expect(resolveMenuItem(item(fields), onLanguageRoute)).toEqual({ kind: 'route', href });
  });

  it.each(languagePathCases)('%s on /{sld}/{lang}/…', (_case, fields, _href, siteHref) => {
    expect(resolveMenuItem(item(fields), onSiteRoute)).toEqual({ kind: 'route', href: siteHref });
  });

  it('uses the page language, not the content language, as the segment', () => {
    expect(resolveMenuItem(item({ code: 'index' }), context({ lang: 'zh' }))).toEqual({ kind: 'route', href: '/zh/home/' });
    expect(resolveMenuItem(item({ code: 'index' }), context({ lang: 'ara', sld: 'ecology' }))).toEqual({ kind: 'route', href: '/ecology/ara/home/' });
  });

  it('treats an empty sld as the language family', () => {
    expect(resolveMenuItem(item({ code: 'index' }), context({ sld: '' }))).toEqual({ kind: 'route', href: '/en/home/' });
  });

  it('encodes an sld and an issue label that are not URL-safe', () => {
    const special = period.parse({ id: 1, publicationId: 1, year: 2023, issue: 'S 1/2' });
    expect(resolveMenuItem(item({ code: 'directory' }), context({ sld: 'a b', latestPeriods: [special] }))).toEqual({
      kind: 'route',
      href: '/a%20b/en/issue/2023/S%201%2F2/',
    });
  });
});

describe('resolveMenuItem: directory and backissue by period count and back-issue style', () => {
  const style4 = publicationConfig.parse({ backIssueStyle: 4 });

  it('directory with one period goes to that period', () => {
    expect(resolveMenuItem(item({ code: 'directory' }), context({ latestPeriods: [latest] }))).toEqual({ kind: 'route', href: '/en/issue/2024/6/' });
  });

  it('backissue with one period falls back to the latest', () => {
    expect(resolveMenuItem(item({ code: 'backissue' }), context({ latestPeriods: [latest] }))).toEqual({ kind: 'route', href: '/en/issue/2024/6/' });
    expect(resolveMenuItem(item({ code: 'backissue' }), context({ latestPeriods: [latest], sld: 'optics' }))).toEqual({
      kind: 'route',
      href: '/optics/en/issue/2024/6/',
    });
  });

  it('directory and backissue with no period go to all issues', () => {
    expect(resolveMenuItem(item({ code: 'directory' }), context({ latestPeriods: [] }))).toEqual({ kind: 'route', href: '/en/issues/' });
    expect(resolveMenuItem(item({ code: 'backissue' }), context({ latestPeriods: [] }))).toEqual({ kind: 'route', href: '/en/issues/' });
    expect(resolveMenuItem(item({ code: 'directory' }), context({ latestPeriods: [], sld: 'optics' }))).toEqual({ kind: 'route', href: '/optics/en/issues/' });
    expect(resolveMenuItem(item({ code: 'backissue' }), context({ latestPeriods: [], sld: 'optics' }))).toEqual({ kind: 'route', href: '/optics/en/issues/' });
  });

  it('backissue goes to all issues when backIssueStyle is 4, whatever the periods', () => {
    for (const latestPeriods of [[], [latest], [latest, latest]]) {
      expect(resolveMenuItem(item({ code: 'backissue' }), context({ publication: style4, latestPeriods }))).toEqual({ kind: 'route', href: '/en/issues/' });
    }
    expect(resolveMenuItem(item({ code: 'backissue' }), context({ publication: style4, sld: 'ecology', lang: 'zh' }))).toEqual({
      kind: 'route',
      href: '/ecology/zh/issues/',
    });
  });

  it('backIssueStyle 4 does not change directory', () => {
    expect(resolveMenuItem(item({ code: 'directory' }), context({ publication: style4 }))).toEqual({ kind: 'route', href: '/en/issue/2024/6/' });
  });

  it.each([1, 2, 3])('backIssueStyle %i keeps the second-latest issue', (backIssueStyle) => {
    const publication = publicationConfig.parse({ backIssueStyle });
    expect(resolveMenuItem(item({ code: 'backissue' }), context({ publication }))).toEqual({ kind: 'route', href: '/en/issue/2024/5/' });
  });
});

describe('resolveMenuItem: item and newItem routes', () => {
  it('refuses a route that could leave the site (hand-built item, not parsed)', () => {
    for (const route of ['//evil.example', '../admin', 'a/../../b', 'https://evil.example']) {
      const unsafe = { ...item({ id: 5, code: 'item' }), route };
      expect(resolveMenuItem(unsafe, onLanguageRoute)).toMatchObject({ kind: 'none' });
    }
  });
});

describe('resolveMenuItem: editorial', () => {
  it('goes to the board opened on its first expert, as a plain link (spec §2)', () => {
    expect(resolveMenuItem(item({ id: 1102, code: 'editorial' }), { ...onLanguageRoute, firstExpertId: 501 })).toEqual({ kind: 'route', href: '/en/editorial-board/1102/501/' });
    expect(resolveMenuItem(item({ id: 1102, code: 'editorial' }), { ...onSiteRoute, firstExpertId: 501 })).toEqual({ kind: 'route', href: '/optics/en/editorial-board/1102/501/' });
  });

  it('goes to the board alone when the site has no expert', () => {
    expect(resolveMenuItem(item({ id: 1102, code: 'editorial' }), { ...onSiteRoute, firstExpertId: null })).toEqual({ kind: 'route', href: '/optics/en/editorial-board/1102/' });
  });
});

describe('resolveMenuItem: jump', () => {
  it('opens the url when both url and linkValue are set', () => {
    const jump = item({ code: 'jump', url: 'https://submit.example.org/', linkValue: 'https://other.example.org/' });
    expect(resolveMenuItem(jump, onLanguageRoute)).toEqual({ kind: 'external', href: 'https://submit.example.org/' });
  });

  it('opens the linkValue when there is no url', () => {
    const jump = item({ code: 'jump', linkValue: 'https://other.example.org/page?x=1' });
    expect(resolveMenuItem(jump, onLanguageRoute)).toEqual({ kind: 'external', href: 'https://other.example.org/page?x=1' });
  });

  it('is the same on a site route (no sld, no slds)', () => {
    const jump = item({ code: 'jump', url: 'https://submit.example.org/' });
    expect(resolveMenuItem(jump, onSiteRoute)).toEqual({ kind: 'external', href: 'https://submit.example.org/' });
  });

  it('leads nowhere when both are empty or blank', () => {
    expect(resolveMenuItem(item({ code: 'jump' }), onLanguageRoute)).toMatchObject({ kind: 'none' });
    expect(resolveMenuItem(item({ code: 'jump', linkValue: '   ' }), onLanguageRoute)).toMatchObject({ kind: 'none' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('never opens %j', (linkValue) => {
    expect(resolveMenuItem(item({ code: 'jump', linkValue }), onLanguageRoute)).toMatchObject({ kind: 'none' });
  });

  it('refuses a javascript: url on a hand-built item (the schema would have refused it)', () => {
    const jump = { ...item({ code: 'jump', linkValue: 'https://ok.example/' }), url: 'javascript:alert(1)' };
    expect(resolveMenuItem(jump, onLanguageRoute)).toMatchObject({ kind: 'none' });
  });

  it('allows mailto:, tel:, protocol-relative and site-relative links', () => {
    for (const href of ['mailto:office@example.org', 'tel:+861012345678', '//cdn.example.org/x', '/en/home/', 'http://plain.example.org']) {
      expect(resolveMenuItem(item({ code: 'jump', linkValue: href }), onLanguageRoute)).toEqual({ kind: 'external', href });
    }
  });
});

describe('resolveMenuItem: standalone routes', () => {
  it.each([
    ['newLink', '/newLink1', '/newLink1?slds=optics'],
    ['newLeaguage', '/newLeaguage', '/newLeaguage?slds=optics'],
    ['conference', '/newArticle', '/newArticle?slds=optics'],
    ['prePublication', '/newArticle', '/newArticle?slds=optics'],
  ])('%s', (code, href, siteHref) => {
    expect(resolveMenuItem(item({ code }), onLanguageRoute)).toEqual({ kind: 'route', href });
    expect(resolveMenuItem(item({ code }), onSiteRoute)).toEqual({ kind: 'route', href: siteHref });
  });
});

describe('resolveMenuItem: news', () => {
  it('top-level news item: no parentIndex, no childId, English column name', () => {
    const news = item({ id: 1400, code: 'news', name: '新闻动态', enName: 'News', linkValue: '1', newsDataType: 1 });
    expect(resolveMenuItem(news, context({ position: { index: 4 } }))).toEqual({
      kind: 'route',
      href: '/news?type=1&index=4&code=news&columnName=News&columnId=1',
    });
  });

  it('child news item on a site route: every field, in order, plus slds', () => {
    const news = item({ id: 1401, parentId: 1400, code: 'news', name: '期刊新闻', enName: 'Journal News', linkValue: '1', newsDataType: 1, bannerId: 31 });
    expect(resolveMenuItem(news, context({ sld: 'optics', position: { index: 0, parentIndex: 4 }, parent }))).toEqual({
      kind: 'route',
      href: '/news?type=1&index=0&parentIndex=4&code=news&columnName=Journal+News&columnId=1&bannerId=31&childId=1401&slds=optics',
    });
  });

  it('uses the Chinese name on zh, encoded', () => {
    const news = item({ id: 1402, parentId: 1400, code: 'news', name: '通知公告', enName: 'Announcements', linkValue: '2', newsDataType: 2 });
    expect(resolveMenuItem(news, context({ lang: 'zh', position: { index: 1, parentIndex: 4 } }))).toEqual({
      kind: 'route',
      href: '/news?type=2&index=1&parentIndex=4&code=news&columnName=%E9%80%9A%E7%9F%A5%E5%85%AC%E5%91%8A&columnId=2&childId=1402',
    });
  });

  it('uses the English name on every other language', () => {
    const news = item({ id: 1402, code: 'news', name: '通知公告', enName: 'Notices', linkValue: '2' });
    expect(resolveMenuItem(news, context({ lang: 'ru', position: { index: 1 } }))).toEqual({
      kind: 'route',
      href: '/news?index=1&code=news&columnName=Notices&columnId=2',
    });
  });

  it('counts a parent given in the context (even without parentId) for childId', () => {
    const news = item({ id: 1409, code: 'news', enName: 'X' });
    expect(resolveMenuItem(news, context({ position: { index: 2, parentIndex: 1 }, parent }))).toEqual({
      kind: 'route',
      href: '/news?index=2&parentIndex=1&code=news&columnName=X&childId=1409',
    });
  });

  it('omits a missing type, linkValue, bannerId and name, keeps index 0, and encodes reserved characters', () => {
    const news = item({ id: 3, code: 'news', enName: 'R&D = 100% news?', linkValue: 'a/b&c' });
    expect(resolveMenuItem(news, context({ position: { index: 0, parentIndex: 0 } }))).toEqual({
      kind: 'route',
      href: '/news?index=0&parentIndex=0&code=news&columnName=R%26D+%3D+100%25+news%3F&columnId=a%2Fb%26c',
    });
    expect(resolveMenuItem(item({ id: 3, code: 'news' }), context({ position: { index: 5 } }))).toEqual({
      kind: 'route',
      href: '/news?index=5&code=news',
    });
  });
});

describe('resolveMenuItem: mixed, videoManuscript and common codes', () => {
  it('mixed, top level', () => {
    const mixed = item({ id: 1500, code: 'mixed', linkValue: '51' });
    expect(resolveMenuItem(mixed, context({ position: { index: 5 } }))).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=51&index=5&code=mixed',
    });
  });

  it('mixed child on a site route: every field, in order, plus slds', () => {
    const mixed = item({ id: 2303, parentId: 2300, code: 'mixed', linkValue: '84', bannerId: 9, value: '12', newsDataType: 3, styleId: 2 });
    expect(resolveMenuItem(mixed, context({ sld: 'ecology', position: { index: 2, parentIndex: 3 } }))).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=84&index=2&parentIndex=3&code=mixed&childId=2303&bannerId=9&newCompositeId=12&newsDataType=3&slds=ecology',
    });
  });

  it('videoManuscript adds styleId', () => {
    const video = item({ id: 1502, parentId: 1500, code: 'videoManuscript', linkValue: '53', styleId: 2 });
    expect(resolveMenuItem(video, context({ position: { index: 1, parentIndex: 5 } }))).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=53&index=1&parentIndex=5&code=videoManuscript&childId=1502&styleId=2',
    });
    expect(resolveMenuItem(video, context({ sld: 'optics', position: { index: 1, parentIndex: 5 } }))).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=53&index=1&parentIndex=5&code=videoManuscript&childId=1502&styleId=2&slds=optics',
    });
  });

  it('videoManuscript without a styleId omits it', () => {
    const video = item({ id: 8, code: 'videoManuscript', linkValue: '53' });
    expect(resolveMenuItem(video, context({ position: { index: 1 } }))).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=53&index=1&code=videoManuscript',
    });
  });

  it('a configured common code behaves like mixed (and never carries styleId)', () => {
    const video = item({ id: 1501, parentId: 1500, code: 'onlineVideo', linkValue: '52', newsDataType: 3, styleId: 4 });
    expect(resolveMenuItem(video, context({ position: { index: 0, parentIndex: 5 } }))).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=52&index=0&parentIndex=5&code=onlineVideo&childId=1501&newsDataType=3',
    });
    expect(resolveMenuItem(video, context({ sld: 'optics', position: { index: 0, parentIndex: 5 } }))).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=52&index=0&parentIndex=5&code=onlineVideo&childId=1501&newsDataType=3&slds=optics',
    });
  });

  it('a code is common only when configured', () => {
    const patent = item({ id: 4, code: 'patent', linkValue: '1' });
    expect(resolveMenuItem(patent, context({ commonCodes: ['patent'], position: { index: 1 } }))).toEqual({
      kind: 'route',
      href: '/currencyList?columnId=1&index=1&code=patent',
    });
    expect(resolveMenuItem(patent, context({ commonCodes: [], position: { index: 1 } }))).toEqual({
      kind: 'route',
      href: '/patent?columnId=1&index=1&code=patent',
    });
  });

  it('a code with its own rule keeps it even when it is also configured as common', () => {
    expect(resolveMenuItem(item({ code: 'index' }), context({ commonCodes: ['index'] }))).toEqual({ kind: 'route', href: '/en/home/' });
  });
});

describe('resolveMenuItem: any other code', () => {
  it('goes to /{code} with the currencyList query', () => {
    const openData = item({ id: 1600, code: 'openData', linkValue: '61' });
    expect(resolveMenuItem(openData, context({ position: { index: 6 } }))).toEqual({
      kind: 'route',
      href: '/openData?columnId=61&index=6&code=openData',
    });
    const child = item({ id: 1601, parentId: 1600, code: 'openData', linkValue: '61', bannerId: 2, value: '5', newsDataType: 1, styleId: 3 });
    expect(resolveMenuItem(child, context({ sld: 'optics', position: { index: 0, parentIndex: 6 } }))).toEqual({
      kind: 'route',
      href: '/openData?columnId=61&index=0&parentIndex=6&code=openData&childId=1601&bannerId=2&newCompositeId=5&newsDataType=1&slds=optics',
    });
  });

  it('does not mistake Object.prototype names for known codes', () => {
    expect(resolveMenuItem(item({ code: 'constructor' }), context({ position: { index: 0 } }))).toEqual({
      kind: 'route',
      href: '/constructor?index=0&code=constructor',
    });
    expect(resolveMenuItem(item({ code: 'toString' }), context({ position: { index: 0 } }))).toEqual({
      kind: 'route',
      href: '/toString?index=0&code=toString',
    });
  });
});

describe('resolveMenuItem: setStyle', () => {
  it.each(['zh', 'ru', 'pt'] as const)('switches to %s when the value names another language', (language) => {
    expect(resolveMenuItem(item({ code: 'setStyle', value: language }), onLanguageRoute)).toEqual({ kind: 'switchLanguage', language });
    expect(resolveMenuItem(item({ code: 'setStyle', value: language }), onSiteRoute)).toEqual({ kind: 'switchLanguage', language });
  });

  it('toggles when the value names the page’s own language, so the item always does something', () => {
    expect(onLanguageRoute.lang).toBe('en');
    expect(resolveMenuItem(item({ code: 'setStyle', value: 'en' }), onLanguageRoute)).toEqual({ kind: 'switchLanguage' });
  });

  it.each(['', 'english', 'EN', 'ar'])('toggles when the value is %j', (value) => {
    expect(resolveMenuItem(item({ code: 'setStyle', value }), onLanguageRoute)).toEqual({ kind: 'switchLanguage' });
  });
});
