import { describe, expect, it } from 'vitest';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { placedScreen } from '../../../tests/support/placed-screen.ts';

const screenOf = (url: string, sld: 'optics' | 'ecology' = 'optics') => placedScreen(url, sld);

const menu = sampleBootstrap('optics').menu;
const flat = (items: typeof menu): typeof menu => items.flatMap((item) => [item, ...flat(item.children)]);
const disabled = flat(menu).find((item) => !item.enable)!;
const notFound = { status: 404, modules: [{ code: 'notFound', props: {} }] };

describe('news screens (spec §2)', () => {
  it('places the news centre for news/{id?}: a tab id, a news menu item (its tab and name), or none', async () => {
    expect(await screenOf('/en/news/')).toMatchObject({ status: 200, modules: [{ code: 'newsCentre', props: { page: 0 } }] });
    expect(await screenOf('/optics/en/news/3/?page=2')).toMatchObject({ status: 200, modules: [{ code: 'newsCentre', props: { tab: 3, page: 2 } }] });
    const announcements = flat(menu).find((item) => item.code === 'news' && item.newsDataType === 2)!;
    expect((await screenOf(`/en/news/${announcements.id}/`)).modules).toMatchObject([{ code: 'newsCentre', props: { tab: 2, page: 0, menuId: announcements.id } }]);
    expect(await screenOf('/en/news/424242/')).toMatchObject(notFound);
    expect(await screenOf(`/en/news/${disabled.id}/`)).toMatchObject(notFound);
  });

  it('places the news centre for the menu’s /news link, with its tab, item and column name', async () => {
    expect((await screenOf('/news?type=2&index=4&code=news&columnName=Announcements&columnId=2&childId=1402&slds=optics')).modules).toMatchObject([
      { code: 'newsCentre', props: { tab: 2, page: 0, menuId: 1402, columnName: 'Announcements', links: 'type' } },
    ]);
    // Without `type`, the item's own tab, then the column id.
    expect((await screenOf('/news?childId=1402')).modules[0]!.props).toMatchObject({ tab: 2, menuId: 1402 });
    expect((await screenOf('/news?columnId=4')).modules[0]!.props).toMatchObject({ tab: 4, menuId: undefined });
  });

  it('places the news centre under a newNews item for newsInfo/{id}/{activeId}; an unknown item is a 404', async () => {
    expect((await screenOf('/en/newsInfo/1403/0/')).modules).toMatchObject([{ code: 'newsCentre', props: { tab: 1, page: 0, menuId: 1403, links: 'newsInfo' } }]);
    expect((await screenOf('/en/newsInfo/1403/3/')).modules[0]!.props).toMatchObject({ tab: 4 });
    expect((await screenOf('/en/newsInfo/1403/9/')).modules[0]!.props).toMatchObject({ tab: 1 });
    expect(await screenOf('/en/newsInfo/424242/0/')).toMatchObject(notFound);
    expect(await screenOf('/en/newsInfo/')).toMatchObject(notFound);
  });

  it('places one news item for newsDetails/{id}; an id that is not a number is a 404', async () => {
    expect(await screenOf('/en/newsDetails/1301/')).toMatchObject({ status: 200, modules: [{ code: 'newsDetail', props: { newsId: 1301 } }] });
    expect(await screenOf('/en/newsDetails/abc/')).toMatchObject(notFound);
  });

  it('places the information page of an enabled menu item, by id or by route (one or two segments)', async () => {
    expect(await screenOf('/en/info/1306/')).toMatchObject({ status: 200, modules: [{ code: 'infoPage', props: { menuId: 1306 } }] });
    const routed = flat(menu).filter((item) => item.route !== '');
    expect(routed.some((item) => item.route.includes('/'))).toBe(true);
    for (const item of routed) expect((await screenOf(`/optics/en/${item.route}/`)).modules, item.route).toMatchObject([{ code: 'infoPage', props: { menuId: item.id } }]);
    expect(await screenOf(`/en/info/${disabled.id}/`)).toMatchObject(notFound);
    expect(await screenOf('/en/info/424242/')).toMatchObject(notFound);
    expect(await screenOf('/en/no-such-route/')).toMatchObject(notFound);
  });

  it('reaches an item whose code has no rule of its own at /{lang}/{code}/, but not a routed or common code', async () => {
    const own = flat(menu).find((item) => item.code === 'openData')!;
    expect((await screenOf('/en/openData/')).modules).toMatchObject([{ code: 'infoPage', props: { menuId: own.id } }]);
    expect((await screenOf('/openData?columnId=61&index=6&code=openData&slds=optics')).modules).toMatchObject([{ code: 'infoPage', props: { menuId: own.id } }]);
    expect((await screenOf('/en/news/')).modules[0]!.code).toBe('newsCentre');
    expect(await screenOf('/en/jump/')).toMatchObject(notFound);
    expect(await screenOf('/en/standard/')).toMatchObject(notFound);
  });

  it('places a composite page for newcomposite/{id}', async () => {
    const composite = flat(sampleBootstrap('ecology').menu).find((item) => item.code === 'newComposite')!;
    expect(await screenOf(`/ecology/en/newcomposite/${composite.id}/`, 'ecology')).toMatchObject({ status: 200, modules: [{ code: 'compositePage', props: { menuId: composite.id } }] });
    expect(await screenOf('/ecology/en/newcomposite/1/', 'ecology')).toMatchObject(notFound);
  });

  it('places the standalone lists: /newLink1, /newLeaguage, /newArticle, /homeNav', async () => {
    expect((await screenOf('/newLink1?slds=optics')).modules).toMatchObject([{ code: 'linkList', props: {} }]);
    expect((await screenOf('/newLeaguage?page=1')).modules).toMatchObject([{ code: 'multilingualAbstracts', props: { page: 1 } }]);
    expect((await screenOf('/newArticle?kind=conference')).modules).toMatchObject([{ code: 'newArticles', props: { kind: 'conference', page: 0 } }]);
    expect((await screenOf('/homeNav?lang=en')).modules).toMatchObject([{ code: 'groupJournals', props: {} }]);
  });
});
