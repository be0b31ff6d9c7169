import { describe, expect, it } from 'vitest';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { screenModules } from '../screen-modules.ts';

const screenOf = (url: string, sld: 'optics' | 'ecology' = 'optics') => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { modules, status } = screenModules(parseLocation(pathname, search), sampleBootstrap(sld));
  return { status, modules: modules.map((module) => ({ code: module.code, props: module.props })) };
};

const menu = sampleBootstrap('optics').menu;
const flat = (items: typeof menu): typeof menu => items.flatMap((item) => [item, ...flat(item.children)]);
const disabled = flat(menu).find((item) => !item.enable)!;
const notFound = { status: 404, modules: [{ code: 'notFound', props: {} }] };

describe('news screens (spec §2)', () => {
  it('places the news centre for news/{id?}: a tab id, a news menu item (its tab and name), or none', () => {
    expect(screenOf('/en/news/')).toEqual({ status: 200, modules: [{ code: 'newsCentre', props: { page: undefined } }] });
    expect(screenOf('/optics/en/news/3/?page=2')).toEqual({ status: 200, modules: [{ code: 'newsCentre', props: { tab: 3, page: '2' } }] });
    const announcements = flat(menu).find((item) => item.code === 'news' && item.newsDataType === 2)!;
    expect(screenOf(`/en/news/${announcements.id}/`).modules).toEqual([{ code: 'newsCentre', props: { tab: 2, page: undefined, menuId: announcements.id } }]);
    expect(screenOf('/en/news/424242/')).toEqual(notFound);
    expect(screenOf(`/en/news/${disabled.id}/`)).toEqual(notFound);
  });

  it('places the news centre for the menu’s /news link, with its tab, item and column name', () => {
    expect(screenOf('/news?type=2&index=4&code=news&columnName=Announcements&columnId=2&childId=1402&slds=optics').modules).toEqual([
      { code: 'newsCentre', props: { tab: '2', page: undefined, menuId: 1402, columnName: 'Announcements', links: 'type' } },
    ]);
    // Without `type`, the item's own tab, then the column id.
    expect(screenOf('/news?childId=1402').modules[0]!.props).toMatchObject({ tab: 2, menuId: 1402 });
    expect(screenOf('/news?columnId=4').modules[0]!.props).toMatchObject({ tab: '4', menuId: undefined });
  });

  it('places the news centre under a newNews item for newsInfo/{id}/{activeId}; an unknown item is a 404', () => {
    expect(screenOf('/en/newsInfo/1403/0/').modules).toEqual([{ code: 'newsCentre', props: { tab: 1, page: undefined, menuId: 1403, links: 'newsInfo' } }]);
    expect(screenOf('/en/newsInfo/1403/3/').modules[0]!.props).toMatchObject({ tab: 4 });
    expect(screenOf('/en/newsInfo/1403/9/').modules[0]!.props).toMatchObject({ tab: 1 });
    expect(screenOf('/en/newsInfo/424242/0/')).toEqual(notFound);
    expect(screenOf('/en/newsInfo/')).toEqual(notFound);
  });

  it('places one news item for newsDetails/{id}; an id that is not a number is a 404', () => {
    expect(screenOf('/en/newsDetails/1301/')).toEqual({ status: 200, modules: [{ code: 'newsDetail', props: { newsId: 1301 } }] });
    expect(screenOf('/en/newsDetails/abc/')).toEqual(notFound);
  });

  it('places the information page of an enabled menu item, by id or by route (one or two segments)', () => {
    expect(screenOf('/en/info/1306/')).toEqual({ status: 200, modules: [{ code: 'infoPage', props: { menuId: 1306 } }] });
    const routed = flat(menu).filter((item) => item.route !== '');
    expect(routed.some((item) => item.route.includes('/'))).toBe(true);
    for (const item of routed) expect(screenOf(`/optics/en/${item.route}/`).modules, item.route).toEqual([{ code: 'infoPage', props: { menuId: item.id } }]);
    expect(screenOf(`/en/info/${disabled.id}/`)).toEqual(notFound);
    expect(screenOf('/en/info/424242/')).toEqual(notFound);
    expect(screenOf('/en/no-such-route/')).toEqual(notFound);
  });

  it('reaches an item whose code has no rule of its own at /{lang}/{code}/, but not a routed or common code', () => {
    const own = flat(menu).find((item) => item.code === 'openData')!;
    expect(screenOf('/en/openData/').modules).toEqual([{ code: 'infoPage', props: { menuId: own.id } }]);
    expect(screenOf('/openData?columnId=61&index=6&code=openData&slds=optics').modules).toEqual([{ code: 'infoPage', props: { menuId: own.id } }]);
    expect(screenOf('/en/news/').modules[0]!.code).toBe('newsCentre');
    expect(screenOf('/en/jump/')).toEqual(notFound);
    expect(screenOf('/en/standard/')).toEqual(notFound);
  });

  it('places a composite page for newcomposite/{id}', () => {
    const composite = flat(sampleBootstrap('ecology').menu).find((item) => item.code === 'newComposite')!;
    expect(screenOf(`/ecology/en/newcomposite/${composite.id}/`, 'ecology')).toEqual({ status: 200, modules: [{ code: 'compositePage', props: { menuId: composite.id } }] });
    expect(screenOf('/ecology/en/newcomposite/1/', 'ecology')).toEqual(notFound);
  });

  it('places the standalone lists: /newLink1, /newLeaguage, /newArticle, /homeNav', () => {
    expect(screenOf('/newLink1?slds=optics').modules).toEqual([{ code: 'linkList', props: {} }]);
    expect(screenOf('/newLeaguage?page=1').modules).toEqual([{ code: 'multilingualAbstracts', props: { page: '1' } }]);
    expect(screenOf('/newArticle?kind=conference').modules).toEqual([{ code: 'newArticles', props: { kind: 'conference', page: undefined } }]);
    expect(screenOf('/homeNav?lang=en').modules).toEqual([{ code: 'groupJournals', props: {} }]);
  });
});
