import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { createAdmin, type AdminAccountSpec } from '../../support/admin-accounts.ts';
import type { TestServer } from '../../support/start-test-server.ts';
import { launchBrowser } from './launch-browser.ts';
import { startPageServer } from './page-server.ts';
import { expectNoAxeViolations } from './axe.ts';
import { recordPolicyViolations } from './policy-violations.ts';

/**
 * Pages of the back office for an e2e file: each in a context of its own at the width asked, its steps held to
 * `stepTimeout`, the strict policy's refusals recorded (policy-violations.ts). `closeAll` in the file's afterAll.
 */
export function adminPages(browser: () => Browser, stepTimeout: number) {
  const contexts: BrowserContext[] = [];
  return {
    async newPage(width: number): Promise<Page> {
      const context = await browser().newContext({ viewport: { width, height: 800 } });
      context.setDefaultTimeout(stepTimeout);
      await recordPolicyViolations(context);
      contexts.push(context);
      return context.newPage();
    },
    async closeAll(): Promise<void> {
      for (const context of contexts.splice(0)) await context.close();
    },
  };
}

/** Waits for the screen whose first heading this is. */
export const screenHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

/** axe on the screen as it is, and nothing wider than the screen (tables scroll in their own regions). */
export async function checkScreen(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Publishes the desk item on screen; answers when the server said it was done (before the screen shows it). */
export async function publishItem(page: Page): Promise<number> {
  const [reply] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/publish') && response.request().method() === 'POST'), page.getByRole('button', { name: 'Publish' }).click()]);
  expect(reply.status()).toBe(200);
  const done = Date.now();
  await page.getByRole('button', { name: 'Take back' }).waitFor();
  return done;
}

/**
 * An e2e file of the back office: a page server and Chromium for the whole file, the accounts made as an operator makes
 * them (by the code of `npm run admin -- create`), and pages from `adminPages`; all closed after the file.
 */
export function adminE2e(accounts: readonly AdminAccountSpec[], stepTimeout: number): { readonly server: TestServer; newPage: (width: number) => Promise<Page> } {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const pages = adminPages(() => browser!, stepTimeout);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startPageServer({ AUTH_RATE_LIMIT_FACTOR: '100' }), launchBrowser()]);
    const made = await Promise.all(accounts.map((account) => createAdmin(server!.databaseUrl, server!.configDir, account)));
    for (const result of made) expect(result.code, result.stderr).toBe(0);
  }, 90_000);
  afterAll(async () => {
    await pages.closeAll();
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the page server runs only while the file’s tests do');
      return server;
    },
    newPage: (width) => pages.newPage(width),
  };
}
