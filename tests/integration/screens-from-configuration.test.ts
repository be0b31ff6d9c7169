import { readdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * Every screen comes from configuration (runtime/screens/default-screens.json, and a site's own screens.json): each
 * route of spec §2 renders for every sample site, and a site that says a screen of its own gets it, layout and all.
 */
const sites = readdirSync('site-configs').filter((name) => existsSync(join('site-configs', name, 'site.json')));

/** One address per screen, as a reader or a crawler would ask for it (the standalone ones name the site in `slds`). */
const addresses = (sld: string) => [
  ...['home/', 'issues/', 'issue/', 'issue/2025/3/', 'onlineFirst/', 'justAccepted/', 'article/1/', 'article/doi/10.7554/eLife.04490', 'about/', 'aboutus/', 'collectionList/']
    .concat(['collections/1/', 'info/1/', 'newcomposite/1/', 'news/', 'news/2/', 'newsDetails/1/', 'newsInfo/1/0/', 'editorial-board/', 'editorial-board/1/1/', 'no-such-route/'])
    .map((path) => `/${sld}/en/${path}`),
  ...['login', 'quickLogin', 'register', 'forgetCode', 'accountBinding', 'homeNav', 'newLink1', 'newLeaguage', 'newArticle', 'news', 'bookList', 'seniorSearch', 'article?q=x', 'searchPublication?q=x']
    .concat(['textList?q=x', 'audioList', 'othersList?q=x', 'informationList?q=x', 'currencyList?issearch=1&q=x', 'scholarList?q=x', 'mag?q=x', 'hssArticle', 'openData?code=openData'])
    .map((path) => `/${path}${path.includes('?') ? '&' : '?'}slds=${sld}&lang=en`),
];

describe('screens from configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PAGES: 'on', PAGE_CACHE: 'off' }, (configDir) => {
      // A site that lays out its issue list its own way: a notice above the list, and no footer.
      writeFileSync(
        join(configDir, 'ecology', 'screens.json'),
        JSON.stringify({
          schemaVersion: 1,
          layout: { before: [{ code: 'header' }], after: [] },
          screens: {
            issues: { modules: [{ code: 'notYetAvailable', props: { screen: 'ecology-issues-notice' } }, { code: 'issueList' }, { code: 'noSuchBlock' }] },
            about: { modules: [{ code: 'journalAbout', props: { menuId: '{volume}' } }] },
          },
        }),
      );
      // The humanities-and-social-sciences article route is ecology's only (spec §2: offered on some sites).
      const siteFile = join(configDir, 'ecology', 'site.json');
      const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { features?: Record<string, unknown> };
      writeFileSync(siteFile, JSON.stringify({ ...site, features: { ...site.features, hssArticleRoute: true } }));
    });
  }, 60_000);
  afterAll(() => server?.close());

  it.each(sites)('renders every route’s screen of %s from configuration, each a page or a 404, never a failed block', async (sld) => {
    // A site under maintenance or expired answers its notice on every address instead (spec §8).
    const home = await fetch(`${server.url}/${sld}/en/home/`);
    await home.text();
    const notice = home.status;
    const answers = notice === 200 ? [200, 404] : [notice];
    const failures: string[] = [];
    for (const address of addresses(sld)) {
      const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
      const html = await response.text();
      if (!answers.includes(response.status) || !html.includes('<main') || html.includes('mh-block-failed')) failures.push(`${address} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('gives a site the screen its screens.json says, in its own layout; other sites keep the portal’s', async () => {
    const ecology = await (await fetch(`${server.url}/ecology/en/issues/`)).text();
    expect(ecology).toContain('data-screen="ecology-issues-notice"');
    expect(ecology).not.toMatch(/<footer/);
    // The module no block renders is left out; the rest of the page stands.
    expect(ecology).toContain('<h1');
    const optics = await (await fetch(`${server.url}/optics/en/issues/`)).text();
    expect(optics).not.toContain('ecology-issues-notice');
    expect(optics).toMatch(/<footer/);
  });

  it('offers /hssArticle — an article search of the site — only where the site turns `hssArticleRoute` on', async () => {
    const ecology = await fetch(`${server.url}/hssArticle?slds=ecology&lang=en&q=forest`);
    const html = await ecology.text();
    expect(ecology.status).toBe(200);
    expect(html).toContain('class="mh-search-summary');
    const optics = await fetch(`${server.url}/hssArticle?slds=optics&lang=en&q=forest`);
    await optics.text();
    expect(optics.status).toBe(404);
  });

  it('drops a binding to a parameter the route does not have, and says so in the diagnostics', async () => {
    const about = await fetch(`${server.url}/ecology/en/about/`);
    await about.text();
    expect(about.status).toBe(200);
    const diagnostics = (await server.get('/rc-pub/admin/config-diagnostics')).body as { data: { file: string; path: string; message: string }[] };
    expect(diagnostics.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: expect.stringMatching(/\/ecology\/screens\.json$/), path: 'screens.about.modules[0].props.menuId', message: expect.stringContaining('binds {volume}') })]),
    );
  });

  it('names a module code no block renders in the diagnostics before any page shows it (issue 20)', async () => {
    const diagnostics = (await server.get('/rc-pub/admin/config-diagnostics')).body as { data: { file: string; path: string; message: string }[] };
    expect(diagnostics.data).toEqual(
      expect.arrayContaining([
        { file: expect.stringMatching(/\/ecology\/screens\.json$/), path: 'screens.issues.modules[2]', message: 'no block renders module code "noSuchBlock" (style 1)' },
      ]),
    );
  });
});
