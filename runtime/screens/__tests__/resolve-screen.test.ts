import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import { screensFile } from '../../../schemas/screens/screen-config.ts';
import { siteFeatures } from '../../../schemas/site.ts';
import { parseLocation } from '../../routing/parse-location.ts';
import { resolveScreen } from '../resolve-screen.ts';

const home = [{ id: 7, code: 'carousel', styleId: 1, name: '', enName: '', enable: true, props: {} }];
const siteWith = (screens: unknown, features: unknown = {}): Pick<Bootstrap, 'screens' | 'homeModules' | 'site' | 'features'> => ({
  screens: screensFile.parse(screens),
  homeModules: home,
  site: { sld: 'optics' } as Bootstrap['site'],
  features: siteFeatures.parse(features),
});
const portalOnly = siteWith({});

const screenAt = (url: string, site = portalOnly) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const screen = resolveScreen(parseLocation(pathname, search), site);
  return { key: screen.key, status: screen.status, where: screen.where, modules: screen.modules.map(({ module, fromAddress }) => ({ code: module.code, props: module.props, fromAddress })) };
};

describe('resolveScreen', () => {
  it('binds the route’s parameters and the query into the portal’s screen, leaving out what the address lacks', () => {
    expect(screenAt('/optics/en/issue/2024/3/')).toEqual({
      key: 'issue',
      status: 200,
      where: 'default-screens.json screens.issue',
      modules: [{ code: 'issueToc', props: { year: '2024', issue: '3' }, fromAddress: true }],
    });
    expect(screenAt('/optics/en/issue/').modules).toEqual([{ code: 'issueToc', props: {}, fromAddress: true }]);
    expect(screenAt('/optics/en/issues/').modules).toEqual([{ code: 'issueList', props: {}, fromAddress: false }]);
  });

  it('shows a module that requires a binding only when the address has it', () => {
    expect(screenAt('/en/editorial-board/1102/').modules.map((module) => module.code)).toEqual(['editorialBoard']);
    expect(screenAt('/en/editorial-board/1102/1401/').modules.map((module) => module.code)).toEqual(['editorialBoard', 'expertProfile']);
  });

  it('takes the first variant whose condition holds, and follows `use` to another screen', () => {
    expect(screenAt('/bookList?issearch=1&q=x&type=7').modules[0]).toMatchObject({ code: 'searchResults', props: { q: 'x', type: '7', routeType: 'book' } });
    expect(screenAt('/bookList?id=12').modules[0]).toMatchObject({ code: 'bookDetail', props: { bookId: '12' } });
    expect(screenAt('/bookList').modules[0]).toMatchObject({ code: 'bookList' });
    expect(screenAt('/audioList?f1=resName_tic&t1=x').modules[0]!.code).toBe('searchResults');
    expect(screenAt('/optics/en/collections/')).toMatchObject({ key: 'notFound', status: 404, modules: [{ code: 'notFound' }] });
  });

  it('offers a screen only to the sites with its feature on (`when.features`)', () => {
    expect(screenAt('/hssArticle?q=law')).toMatchObject({ key: 'notFound', status: 404 });
    expect(screenAt('/hssArticle?q=law', siteWith({}, { hssArticleRoute: 1 }))).toMatchObject({
      key: '/hssArticle',
      status: 200,
      modules: [{ code: 'searchResults', props: { q: 'law', routeType: 'article' } }],
    });
  });

  it('uses the site’s own screen, whole, where its screens.json has one, and its layout', () => {
    const site = siteWith({
      layout: { before: [{ code: 'header' }], after: [] },
      screens: { issues: { modules: [{ code: 'linkList' }, { code: 'issueList', props: { heading: 'All issues' } }] } },
    });
    expect(screenAt('/optics/en/issues/', site)).toMatchObject({ where: 'optics/screens.json screens.issues', modules: [{ code: 'linkList' }, { code: 'issueList', props: { heading: 'All issues' } }] });
    expect(resolveScreen(parseLocation('/optics/en/issues/'), site).layout.after).toEqual([]);
    // Other screens stay the portal's.
    expect(screenAt('/optics/en/issue/', site).where).toBe('default-screens.json screens.issue');
  });

  it('shows the site’s home modules unless its screens.json says the home screen', () => {
    expect(screenAt('/optics/en/home/')).toMatchObject({ key: 'home', where: 'optics/modules.json', modules: [{ code: 'carousel' }] });
    expect(screenAt('/optics/en/home/', siteWith({ screens: { home: { modules: [{ code: 'hotWords' }] } } })).modules).toMatchObject([{ code: 'hotWords' }]);
  });

  it('stops a loop of `use` in a site’s configuration at the not-found page', () => {
    const looping = siteWith({ screens: { issues: { variants: [{ when: {}, use: 'about' }] }, about: { variants: [{ when: {}, use: 'issues' }] } } });
    expect(screenAt('/optics/en/issues/', looping)).toMatchObject({ key: 'notFound', status: 404 });
  });
});
