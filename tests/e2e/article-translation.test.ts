import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/start-test-server.ts';
import { startTranslationProvider, type LocalTranslationProvider } from '../support/translation-provider.ts';
import { gotoReady } from './support/hydration.ts';
import { watchConsole } from './support/console-watch.ts';
import { launchBrowser } from './support/launch-browser.ts';
import { startPageServer } from './support/page-server.ts';

/**
 * Machine translation in Chromium: the reader's browser encrypts the text, our server forwards it to a local provider
 * that speaks the Baidu protocol, and the popover shows the result (or the spec's error text) with the disclaimer.
 */
const credentials = { appId: '20250101000000001', secret: 'local-provider-secret' };
let provider: LocalTranslationProvider;
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  provider = await startTranslationProvider({ ...credentials });
  const enableTranslation = (configDir: string) => {
    const file = join(configDir, 'ecology', 'aggregated.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), enableTranslation: 1 }));
  };
  [server, browser] = await Promise.all([
    startPageServer({ TRANSLATION_PROVIDER_URL: provider.url, TRANSLATION_APP_ID: credentials.appId, TRANSLATION_SECRET: credentials.secret }, enableTranslation),
    launchBrowser(),
  ]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

describe('translating an English abstract', () => {
  it('shows the translation with the disclaimer, re-runs on a language change, and closes', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { problems } = watchConsole(page);
    await gotoReady(page, `${server.url}/ecology/en/article/doi/10.7554/eLife.02043`);
    await page.locator('.mh-translate-toggle').first().click();
    const popover = page.locator('.mh-translate-popover[role="dialog"]');
    await popover.locator('.mh-translate-output').getByText('[zh] Cyanobacteria', { exact: false }).waitFor();
    await expect(popover.locator('.mh-translate-disclaimer').isVisible()).resolves.toBe(true);
    await popover.locator('select').selectOption('fra');
    await popover.locator('.mh-translate-output').getByText('[fra] Cyanobacteria', { exact: false }).waitFor();
    expect(provider.requests.map((request) => request.to)).toEqual(['zh', 'fra']);
    await popover.locator('.mh-translate-close').click();
    await popover.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows 未授权用户 when the provider refuses the app id (52003)', async () => {
    provider.credentials = { appId: 'someone-else', secret: credentials.secret };
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await gotoReady(page, `${server.url}/ecology/zh/article/doi/10.7554/eLife.02043`);
      await page.locator('.mh-translate-toggle').first().click();
      const popover = page.locator('.mh-translate-popover[role="dialog"]');
      await popover.getByText('未授权用户').waitFor();
      await expect(popover.locator('.mh-translate-disclaimer').isVisible()).resolves.toBe(true);
      await page.close();
    } finally {
      provider.credentials = { ...credentials };
    }
  });
});
