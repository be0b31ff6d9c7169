import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
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
