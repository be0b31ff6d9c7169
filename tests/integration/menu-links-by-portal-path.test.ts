import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerHtml } from '../support/server-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { readConfig, siteFolderNames } from './helpers.ts';
import { getPage, menuLinks, walkEveryMenuLink } from './menu-walk.ts';

/**
 * Every menu link of every sample site in all ten languages, addressed by path on the portal's host
 * (`/optics/en/…`): tests/integration/menu-walk.ts. The same walk on each site's own domain is
 * menu-links-by-site-domain.test.ts. (The browser walk, tests/e2e/menu-walk.test.ts, checks one pass per site and
 * language for console errors and hydration; axe runs in tests/e2e/accessibility/.)
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

describe.each(siteFolderNames())('%s', (sld) => walkEveryMenuLink(() => server, sld, 'site'));

describe('the editorial board menu link', () => {
  it('opens the board on its first expert in the server HTML, a plain link that works without JavaScript (spec §2)', async () => {
    const { siteId } = readConfig('optics', 'site.json') as { siteId: number };
    const experts = (await server.get(`/rc-pub/front/expert/list?siteId=${siteId}&page=0&size=10`)).body as { data: { content: { id: number }[] } };
    const first = experts.data.content[0]!.id;
    const home = await getPage(server, 'optics', 'site', '/optics/en/home/');
    const board = menuLinks(parseServerHtml(home.text)).find((link) => link.href.includes('/editorial-board/'));
    expect(board?.href).toMatch(new RegExp(`^/optics/en/editorial-board/\\d+/${first}/$`));
    const page = await getPage(server, 'optics', 'site', board!.href);
    expect(page.http).toBe(200);
  });
});
