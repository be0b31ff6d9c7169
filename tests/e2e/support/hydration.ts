import type { Browser, Page, Response } from 'playwright-core';
import { watchConsole } from './console-watch.ts';

/**
 * In the page: whether it is ready to use. The client marks `<html data-page-ready>` once the page has hydrated and
 * the queries its blocks started have settled (src/app/page-ready.ts), so tests wait for the page's own
 * signal rather than for network silence or a fixed sleep.
 */
export const isPageReady = () => document.documentElement.hasAttribute('data-page-ready');

/** Waits until the page in the tab is ready (see `isPageReady`). */
export function waitForHydration(page: Page, timeout?: number): Promise<unknown> {
  return page.waitForFunction(isPageReady, undefined, timeout === undefined ? undefined : { timeout });
}

/** Opens `url` in the tab and waits until that page is ready; answers the document's response. */
export async function gotoReady(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return response;
}

/** Reloads the tab and waits until the new document is ready. */
export async function reloadReady(page: Page): Promise<Response | null> {
  const response = await page.reload({ waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return response;
}

/** Goes back in the tab's history (a document load: the portal runs no client router) and waits until it is ready. */
export async function backReady(page: Page): Promise<Response | null> {
  const response = await page.goBack({ waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return response;
}

/**
 * Runs `action` (a click on a link, a form submitted, a script's redirect) and waits for the document it leads to
 * to be ready: the marker is looked for only once the tab has moved to the new document, so the page being left can
 * never satisfy the wait.
 */
export async function navigateReady(page: Page, action: () => Promise<unknown>): Promise<void> {
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  await action();
  await navigated;
  await page.waitForLoadState('domcontentloaded');
  await waitForHydration(page);
}

/** A new desktop-sized page at `url`, ready, with its console watched from the first request. */
export async function openWatched(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const console = watchConsole(page);
  const response = await gotoReady(page, url);
  return { page, console, status: response?.status() };
}

/** Waits until the page has stopped scrolling: the scroll position unchanged over five animation frames. */
export function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}
