import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/start-test-server.ts';
import { corpusWord, hostileConfig, hostileIssuePath, hostileJatsFiles, hostileSld, ingestHostileCorpus, type ImportedArticle } from '../../security/support/hostile-site.ts';
import { pokeHostileMarkup, trapPayloads, type PayloadTrap } from '../../security/support/payload-trap.ts';
import { gotoReady } from '../support/hydration.ts';
import { launchBrowser } from '../support/launch-browser.ts';
import { startPageServer } from '../support/page-server.ts';

/**
 * Stored XSS in Chromium (issue 16): the hostile JATS corpus and the hostile optics configuration
 * (tests/security/support/hostile-site.ts), opened in one tab the way a reader opens them, hydrated, hovered and
 * clicked. No payload may set its flag or open a dialog. The context bypasses any Content-Security-Policy, so this
 * proves the escaping itself, not the policy. tests/security/xss-corpus.test.ts checks the same pages and more over
 * HTTP, without a browser.
 */

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let trap: PayloadTrap;
let articles: ImportedArticle[];
beforeAll(async () => {
  [server, browser] = await Promise.all([startPageServer({ SAMPLE_ARTICLES: 'off' }, hostileConfig), launchBrowser()]);
  articles = await ingestHostileCorpus(server);
  context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  trap = await trapPayloads(context);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** Opens a page in the tab, waits until it is ready, pokes whatever hostile markup survived, and answers what it found. */
async function openAndPoke(path: string): Promise<string[]> {
  const response = await gotoReady(page, `${server.url}${path}`);
  expect(response?.status(), path).toBeLessThan(500);
  return pokeHostileMarkup(page);
}

const expectNothingRan = () => expect({ pwned: trap.pwned, dialogs: trap.dialogs, errors: trap.errors }).toEqual({ pwned: [], dialogs: [], errors: [] });

describe('hostile configuration and articles in Chromium', () => {
  it.each([`/${hostileSld}/en/home/`, `/${hostileSld}/zh/home/`, hostileIssuePath, `/article?${new URLSearchParams({ type: '1', index: '-1', lang: 'en', q: corpusWord, slds: hostileSld })}`])(
    '%s runs no payload',
    async (path) => {
      expect(await openAndPoke(path)).toEqual([]);
      expectNothingRan();
    },
  );

  it('the menu, opened and with its hostile items in view, runs no payload', async () => {
    await gotoReady(page, `${server.url}/${hostileSld}/en/home/`);
    const menu = page.locator('header button[aria-expanded]').first();
    if (await menu.isVisible()) await menu.click();
    expect(await pokeHostileMarkup(page)).toEqual([]);
    expectNothingRan();
  });

  /** The articles whose payloads reach the citations (title, authors, identifiers, state breakers): the panel is opened on these only. */
  const citedFiles = new Set(['01-article-title.xml', '03-author-names.xml', '11-doi-and-ids.xml', '12-inline-state-breakers.xml']);

  // One test an article: twelve articles with their popovers opened took longer than one test's time on a busy machine.
  it.each(hostileJatsFiles)('%s runs no payload, with a reference popover open, and the citation panel where the payloads reach it', async (file) => {
    const { id } = articles.find((article) => article.file === file)!;
    const poked = await openAndPoke(`/${hostileSld}/en/article/${id}`);
    const cite = page.locator('button.mh-cite-toggle');
    if (citedFiles.has(file) && (await cite.isVisible())) {
      await cite.click();
      await page.locator('.mh-cite-panel .mh-cite-styles').waitFor();
    }
    const reference = page.locator('a.mh-xref[data-ref-type="bibr"]').first();
    if ((await reference.count()) > 0) {
      await reference.click();
      await page.locator('.mh-ref-popover[role="dialog"]').waitFor();
    }
    poked.push(...(await pokeHostileMarkup(page)));
    expect(poked).toEqual([]);
    expectNothingRan();
  });

  it('the trap works: a payload that does run is caught', async () => {
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.setAttribute('onerror', 'top.__pwned = "control"');
      image.src = 'data:,not-an-image';
      document.body.append(image);
    });
    await expect.poll(() => trap.pwned.length).toBe(1);
    expect(trap.pwned[0]).toMatch(/^control at /);
    trap.pwned.length = 0;
  });
});
