import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';
import { expectVisibleFocus, focusMatches, tabTo } from './support/keyboard.ts';
import { backReady, gotoReady, waitForHydration } from './support/hydration.ts';

/**
 * The reading and browsing journey with the keyboard alone, in Chromium against the real server: every Tab stop on
 * the way must show its focus ring, on screen and not under the sticky header (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11);
 * popovers and dialogs take focus, Escape closes them, and focus goes back to what opened them.
 */
const handles = browserAndServerForThisFile();
const journeyTimeout = 120_000;

async function open(path: string, width = 1280): Promise<Page> {
  const context = await handles.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await gotoReady(page, `${handles.server.url}${path}`);
  return page;
}


/** Marks the focused element, so a test can ask later whether focus came back to it. */
const markFocused = (page: Page, mark: string) => page.evaluate((value) => (document.activeElement as HTMLElement).setAttribute('data-journey', value), mark);
const focusedHref = (page: Page) => page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);

/** A citation: Enter opens its reference in a popover that takes focus; Escape closes it and focus comes back. */
async function readAReference(page: Page) {
  await tabTo(page, 'a.mh-xref[data-ref-type="bibr"]', { limit: 300 });
  await markFocused(page, 'citation');
  await page.keyboard.press('Enter');
  const popover = page.locator('.mh-ref-popover[role="dialog"]');
  await popover.waitFor();
  expect(await focusMatches(page, '.mh-ref-popover, .mh-ref-popover *')).toBe(true);
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached' });
  expect(await focusMatches(page, '[data-journey="citation"]')).toBe(true);
}

/** Enter on the focused link, then waits for its page to load and hydrate. */
async function followFocusedLink(page: Page) {
  const href = await focusedHref(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(href, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

describe('the reading journey by keyboard', () => {
  it(
    'skips to the content, goes from the home page through the issues to an article, reads a reference, and comes back',
    async () => {
      const page = await open('/ecology/en/home/');
      await page.keyboard.press('Tab');
      expect(await focusMatches(page, 'a.mh-skip-link')).toBe(true);
      const skip = await page.locator('a.mh-skip-link').boundingBox();
      expect(skip!.width).toBeGreaterThan(40);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      expect(await focusMatches(page, 'main')).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusMatches(page, 'main *')).toBe(true);

      // Back up into the menu: "All Issues", then an issue of the list (2025/3 holds the sample PLOS article, 40010).
      await tabTo(page, 'nav.mh-title-nav a[href$="/en/issues/"]', { backwards: true, limit: 80 });
      await followFocusedLink(page);
      await tabTo(page, 'main a[href$="/en/issue/2025/3/"]');
      await followFocusedLink(page);
      const issueUrl = page.url();
      expect(await page.locator('main h1').isVisible()).toBe(true);

      // The table of contents: the article with references.
      await tabTo(page, 'main a.mh-toc-title[href$="/article/40010/"]');
      await followFocusedLink(page);
      expect(await page.locator('main h1').isVisible()).toBe(true);
      // The first Tab on the article page starts from the top again: the skip link.
      await page.keyboard.press('Tab');
      expect(await focusMatches(page, 'a.mh-skip-link')).toBe(true);

      await readAReference(page);

      // Back: the issue again, its table of contents in place.
      await backReady(page);
      expect(page.url()).toBe(issueUrl);
      expect(await page.locator('main a.mh-toc-title').count()).toBeGreaterThan(0);
      await page.context().close();
    },
    journeyTimeout,
  );

  it(
    'searches, opens a result, reads a reference in its popover, and goes back to the results',
    async () => {
      const page = await open('/ecology/en/home/');
      await tabTo(page, 'main input[type="search"]');
      await page.keyboard.type('cyanobacteria');
      // Results open in a new tab (spec §2).
      const [results] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
      await results.waitForLoadState('domcontentloaded');
      await waitForHydration(results);
      const resultsUrl = results.url();
      expect(new URL(resultsUrl).searchParams.get('q')).toBe('cyanobacteria');

      await tabTo(results, 'ol.mh-search-hits a[href*="/article/"]');
      const article = await focusedHref(results);
      await results.keyboard.press('Enter');
      await results.waitForURL(article, { waitUntil: 'domcontentloaded' });
      await waitForHydration(results);

      await readAReference(results);

      await backReady(results);
      expect(results.url()).toBe(resultsUrl);
      expect(await results.locator('ol.mh-search-hits > li').count()).toBeGreaterThan(0);
      await page.context().close();
    },
    journeyTimeout,
  );
  it(
    'opens a figure in its dialog with Enter; Tab never leaves it for the page; Escape closes it and focus comes back',
    async () => {
      // The sample articles with references have no figure images; this one (tests/fixtures/jats-with-images) has.
      const page = await open('/optics/en/article/doi/10.5555/masthead.figures.1');
      await tabTo(page, 'a.mh-fig-image', { limit: 300 });
      await markFocused(page, 'figure');
      await page.keyboard.press('Enter');
      const dialog = page.locator('dialog.mh-figure-dialog[open]');
      await dialog.waitFor();
      // The page behind a native modal dialog is inert: Tab cycles through the dialog's controls, passing by the
      // browser's own controls (focus on <body>) between rounds, and never reaches the page.
      const stops: string[] = [];
      for (let press = 0; press < 10; press += 1) {
        const where = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return 'browser';
          return element.closest('dialog.mh-figure-dialog') ? 'dialog' : `page: ${element.outerHTML.slice(0, 80)}`;
        });
        stops.push(where);
        if (where === 'dialog') await expectVisibleFocus(page);
        await page.keyboard.press('Tab');
      }
      expect(stops.filter((stop) => stop !== 'dialog' && stop !== 'browser')).toEqual([]);
      expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThanOrEqual(8);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focusMatches(page, '[data-journey="figure"]')).toBe(true);
      await page.context().close();
    },
    journeyTimeout,
  );
});

describe('the header by keyboard', () => {
  it.each([
    { panel: 'search', width: 1280, toggle: 'details.mh-search-toggle > summary' },
    { panel: 'language list', width: 1280, toggle: 'details.mh-language-switch > summary' },
    { panel: 'phone menu', width: 390, toggle: 'details.mh-menu > summary' },
  ])(
    'opens the $panel with Enter, moves into it with Tab, and Escape closes it with focus back on its toggle',
    async ({ width, toggle }) => {
      const page = await open('/optics/en/home/', width);
      await tabTo(page, toggle, { limit: 60 });
      await page.keyboard.press('Enter');
      const panel = page.locator(toggle).locator('xpath=..');
      await expect.poll(() => panel.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      if (!(await focusMatches(page, `${toggle} ~ * *`))) await page.keyboard.press('Tab');
      expect(await focusMatches(page, `${toggle} ~ * *`)).toBe(true);
      await expectVisibleFocus(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await focusMatches(page, toggle)).toBe(true);
      await page.context().close();
    },
    journeyTimeout,
  );
});
