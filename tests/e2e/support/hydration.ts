import type { Browser, Page } from 'playwright-core';
import { watchConsole } from './console-watch.ts';

/** In the page: whether the client entry has hydrated the root (React marks its container). */
export const isHydrated = () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'));

/** Waits until the page has hydrated. */
export function waitForHydration(page: Page, timeout?: number): Promise<unknown> {
  return page.waitForFunction(isHydrated, undefined, timeout === undefined ? undefined : { timeout });
}

/** A new desktop-sized page at `url`, hydrated, with its console watched from the first request. */
export async function openWatched(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const console = watchConsole(page);
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return { page, console, status: response?.status() };
}
