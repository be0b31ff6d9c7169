import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminBrowser, createAdmin } from '../support/admin-accounts.ts';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';
import { gotoReady } from './support/hydration.ts';
import { policyViolations, recordPolicyViolations } from './support/policy-violations.ts';

/**
 * The desk's preview in Chromium (issue 19): what only a browser shows — the page hydrates and is usable under the
 * preview's policy, its figures load from the desk's address, and its scripts count nothing: the visit a reader's
 * visit to the same page counts is not counted for the editor's preview.
 */
const handles = browserAndServerForThisFile({ AUTH_RATE_LIMIT_FACTOR: '100' });
const doi = '10.5555/masthead.figures.1';

type ArticlePage = { article: { id: number; visits: number } };
const article = async () => (await handles.server.get(`/rc-pub/front/front-article/getHtml?doi=${doi}&siteId=101`)).body.data as ArticlePage;

async function editorTab(): Promise<Page> {
  const { server, browser } = handles;
  const made = await createAdmin(server.databaseUrl, server.configDir, { email: 'preview.e2e@example.org', name: 'Preview E2E', role: 'editor', sites: ['optics'], password: 'preview e2e password' });
  expect(made.code, made.stderr).toBe(0);
  const session = new AdminBrowser(server.url);
  expect((await session.signIn('preview.e2e@example.org', 'preview e2e password')).body.status).toBe(0);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await recordPolicyViolations(context);
  await context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: server.url, sameSite: 'Strict' as const, httpOnly: true })));
  return context.newPage();
}

describe('a preview in the browser', () => {
  it('is a ready page under its banner, shows its figures from the desk, and counts no visit; the reader’s page does', async () => {
    const before = await article();
    const page = await editorTab();
    await gotoReady(page, `${handles.server.url}/rc-pub/admin/sites/optics/desk/article/${before.article.id}/preview?lang=en`);

    const banner = page.locator('p.mh-preview-banner');
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toMatch(/^Preview: article \d+ \(published\)/);
    // Each figure, brought into view (they load lazily), is a picture the desk served.
    const figures = page.locator('main img[src*="/desk/article/"]');
    expect(await figures.count()).toBeGreaterThan(0);
    for (const figure of await figures.all()) {
      await figure.scrollIntoViewIfNeeded();
      await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 5_000 }).toBe(true);
    }
    // The page's visit beacon was refused by the preview's policy, and nothing was counted.
    expect(await policyViolations(page)).toContainEqual(expect.stringMatching(new RegExp(`^connect-src refused .*/front-article/${before.article.id}\\?`)));
    expect((await article()).article.visits).toBe(before.article.visits);

    // The same browser on the reader's page counts its visit: the preview's not counting it is the preview's doing.
    await gotoReady(page, `${handles.server.url}/optics/en/article/${before.article.id}/`);
    expect(await page.locator('p.mh-preview-banner').count()).toBe(0);
    await expect.poll(async () => (await article()).article.visits, { timeout: 5_000 }).toBe(before.article.visits + 1);
    await page.context().close();
  }, 60_000);
});
