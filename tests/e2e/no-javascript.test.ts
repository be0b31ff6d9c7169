import { describe, expect, it } from 'vitest';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';

/** With JavaScript off, pages read and links navigate (issue: server rendering). */

const handles = browserAndServerForThisFile();

describe('without JavaScript', () => {
  it('shows the whole home page and follows its links', async () => {
    const context = await handles.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${handles.server.url}/optics/en/home/`);
    const headings = await page.locator('main h2').allInnerTexts();
    expect(headings.length).toBeGreaterThanOrEqual(5);
    // Nothing waits for a script to be revealed (React's outlined segments are hidden divs with ids S:…).
    expect(await page.locator('div[hidden][id^="S:"]').count()).toBe(0);
    await page.locator('nav.mh-title-nav').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(/\/optics\/en\/home\/$/);
    await page.goto(`${handles.server.url}/optics/en/onlineFirst/`);
    expect(await page.getByRole('heading', { level: 1, name: 'Online first' }).isVisible()).toBe(true);
    await context.close();
  });

  it('opens the phone menu (a native disclosure) and navigates from it', async () => {
    const context = await handles.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${handles.server.url}/ecology/en/home/`);
    await page.locator('details.mh-menu > summary').click();
    const link = page.locator('details.mh-menu nav a').first();
    expect(await link.isVisible()).toBe(true);
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname + url.search === href);
    await context.close();
  });
});
