import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/start-test-server.ts';
import { gotoReady } from './support/hydration.ts';
import { watchConsole } from './support/console-watch.ts';
import { launchBrowser } from './support/launch-browser.ts';
import { startPageServer } from './support/page-server.ts';

/** A deliberately broken and hostile configuration still renders the page, with hostile strings as text. */

const hostileName = '<img src=x onerror="window.__pwned=1">';
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  const breakConfig = (configDir: string) => {
    const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
      const path = join(configDir, 'optics', file);
      const json = JSON.parse(readFileSync(path, 'utf8'));
      change(json);
      writeFileSync(path, JSON.stringify(json));
    };
    edit('header.json', (header) => {
      header.customButtonList = Array.from({ length: 10 }, (_, index) => ({ customButtonName: `B${index}`, enCustomButtonName: `${hostileName}${index}`, customButtonPcUrl: '/x' }));
      header.navStyle = 'fancy';
    });
    edit('menu.json', (menu) => {
      const items = menu.items as Record<string, unknown>[];
      items[1]!.enName = hostileName;
      items[2]!.code = 'not a code';
    });
    edit('modules.json', (modules) => {
      (modules.home as Record<string, unknown>[]).unshift({ id: 99, code: 'noSuchBlock', props: {} });
    });
    writeFileSync(join(configDir, 'optics', 'footer.json'), '{ "copyright": ');
  };
  [server, browser] = await Promise.all([startPageServer({}, breakConfig), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a broken optics configuration', () => {
  it('still renders, keeps 3 buttons, shows hostile names as text and runs none of them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const console = watchConsole(page);
    const response = await gotoReady(page, `${server.url}/optics/en/home/`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('header .custom-button').allInnerTexts()).toEqual([0, 1, 2].map((index) => `${hostileName}${index}`));
    expect(await page.locator('nav.mh-title-nav').getByText(hostileName).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(5);
    expect(console.problems).toEqual([]);
    await page.close();
  });

  it('lists what is wrong, by file and field, to administrators', async () => {
    const { body } = await server.get('/rc-pub/admin/config-diagnostics');
    const problems = (body.data as { file: string; path: string }[]).map(({ file, path }) => `${file.split('/').slice(-2).join('/')}: ${path}`);
    expect(problems).toEqual(
      expect.arrayContaining(['optics/header.json: navStyle', 'optics/header.json: customButtonList[3]', 'optics/menu.json: items[2].code', 'optics/footer.json: ']),
    );
  });
});
