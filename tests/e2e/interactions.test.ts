import { describe, expect, it } from 'vitest';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';
import { watchConsole } from './support/console-watch.ts';
import { gotoReady } from './support/hydration.ts';

/** What a reader does in the header: switch language, open and close the menu and the search. */

const handles = browserAndServerForThisFile();


describe('language switch (spec §4)', () => {
  it('sets the language cookie, rewrites the URL segment and reloads after about 500 ms', async () => {
    const page = await handles.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const console = watchConsole(page);
    await gotoReady(page, `${handles.server.url}/optics/zh/issues/`);
    await page.locator('.mh-language-switch summary').click();
    const clickedAt = Date.now();
    await page.getByRole('link', { name: 'English' }).click();
    expect(page.url()).toBe(`${handles.server.url}/optics/zh/issues/`);
    await page.waitForURL(`${handles.server.url}/optics/en/issues/`);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(450);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(console.problems).toEqual([]);
    await page.close();
  });

  it('lays out Arabic right to left', async () => {
    const page = await handles.browser.newPage();
    await gotoReady(page, `${handles.server.url}/optics/ara/home/`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).direction)).toBe('rtl');
    await page.close();
  });
});

describe('menu and search on a phone (spec §2, §4)', () => {
  it('opening the menu locks page scroll; opening search closes the menu; Escape closes search', async () => {
    const page = await handles.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const console = watchConsole(page);
    await gotoReady(page, `${handles.server.url}/optics/en/home/`);
    const locked = () => page.evaluate(() => document.body.classList.contains('mh-scroll-locked'));

    // The header's machines may still be on their way (they load on idle or first use): wait for the panel.
    await page.locator('details.mh-menu > summary').click();
    await page.locator('details.mh-menu[open]').waitFor();
    await expect.poll(locked).toBe(true);
    expect(await page.locator('details.mh-menu nav').isVisible()).toBe(true);

    await page.locator('details.mh-search-toggle > summary').click();
    await page.locator('details.mh-search-toggle[open]').waitFor();
    expect(await page.locator('details.mh-menu').getAttribute('open')).toBeNull();
    expect(await locked()).toBe(true);

    await page.keyboard.press('Escape');
    expect(await page.locator('details.mh-search-toggle').getAttribute('open')).toBeNull();
    expect(await locked()).toBe(false);
    expect(console.problems).toEqual([]);
    await page.close();
  });

  it('an empty header search shows the Tips alert and opens nothing', async () => {
    const page = await handles.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await gotoReady(page, `${handles.server.url}/optics/en/home/`);
    await page.locator('details.mh-search-toggle summary').click();
    const popups: string[] = [];
    page.context().on('page', (opened) => popups.push(opened.url()));
    await page.locator('details.mh-search-toggle button[type="submit"]').click();
    const alert = page.getByRole('alertdialog');
    expect(await alert.getByRole('heading').innerText()).toBe('Tips');
    expect(await alert.getByText('Please enter search content').count()).toBe(1);
    await alert.getByRole('button', { name: 'OK' }).click();
    expect(popups).toEqual([]);
    await page.close();
  });
});

describe('requests after hydration (spec §7 headers)', () => {
  it('a tab chosen on the page asks for its list with the page’s site and language', async () => {
    const page = await handles.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await gotoReady(page, `${handles.server.url}/ecology/en/home/`);
    const request = page.waitForRequest((candidate) => candidate.url().includes('/rc-pub/front/front-article/list'));
    await page.getByRole('tab', { name: 'Most Read' }).click();
    const sent = await request;
    expect(sent.headers()['siteid']).toBe('102');
    expect(sent.headers()['language']).toBe('en');
    expect((await sent.response())?.status()).toBe(200);
    await page.close();
  });
});
