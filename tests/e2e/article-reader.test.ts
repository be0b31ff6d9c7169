import { spawn } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/start-test-server.ts';
import { downloadText } from './support/download-text.ts';
import { gotoReady, scrollSettled } from './support/hydration.ts';
import { watchConsole } from './support/console-watch.ts';
import { launchBrowser } from './support/launch-browser.ts';
import { startPageServer } from './support/page-server.ts';

/**
 * The article reader in Chromium, as a reader uses it: reference popovers, jumps to figures, the figure dialog, citing,
 * the mobile variant; and a hostile JATS article, imported with `npm run ingest`, rendering as inert text.
 */
const elife = '/ecology/en/article/doi/10.7554/eLife.02043';
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startPageServer(), launchBrowser()]);
  await ingest('optics', 'tests/fixtures/jats-hostile/hostile.xml');
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** `npm run ingest` into the running server's database, as an editor would. */
function ingest(sld: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'ingest', '--', '--site', sld, '--stage', 'online-first', file], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, SITE_CONFIG_DIR: server.configDir },
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ingest exited with ${code}`))));
  });
}

async function openArticle(path: string, options: { userAgent?: string; width?: number } = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent, isMobile: true, hasTouch: true } : {}),
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const { problems } = watchConsole(page);
  const response = await gotoReady(page, `${server.url}${path}`);
  expect(response?.status()).toBe(200);
  return { page, problems };
}

describe('reading an article on a desktop', () => {
  it('opens a reference in a popover beside the citation, and closes it', async () => {
    const { page, problems } = await openArticle(elife);
    await expect(page.locator('h1').innerText()).resolves.toContain('Systems analysis of the CO');
    const citation = page.locator('a.mh-xref[data-ref-type="bibr"][href="#bib6"]').first();
    await citation.click();
    const popover = page.locator('.mh-ref-popover[role="dialog"]');
    await popover.waitFor();
    await expect(popover.innerText()).resolves.toContain('Cannon');
    // Placed beside its anchor (spec §4), and the page did not jump to the reference list.
    const [anchor, box] = await Promise.all([citation.boundingBox(), popover.boundingBox()]);
    expect(Math.abs(box!.y - (anchor!.y + anchor!.height)) < 40 || Math.abs(box!.y + box!.height - anchor!.y) < 40).toBe(true);
    expect(box!.width).toBeLessThanOrEqual(450);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('jumps to a figure below the sticky header', async () => {
    const { page } = await openArticle(elife);
    await page.locator('a.mh-xref[data-ref-type="fig"][href="#fig1"]').first().click();
    await page.waitForFunction(() => location.hash === '#fig1');
    await scrollSettled(page);
    const top = await page.locator('#fig1').evaluate((figure) => figure.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(160);
    await page.context().close();
  });

  it('shows the citation in three styles and downloads it as RIS', async () => {
    const { page, problems } = await openArticle(elife);
    await page.locator('button.mh-cite-toggle').click();
    const panel = page.locator('.mh-cite-panel');
    await panel.locator('.mh-cite-styles').waitFor();
    const styles = await panel.locator('.mh-cite-styles').innerText();
    expect(styles).toContain('Mangan');
    expect(styles).toMatch(/Systems analysis of the CO₂? ?2? concentrating mechanism|Systems analysis of the CO2 concentrating mechanism/);
    const [download] = await Promise.all([page.waitForEvent('download'), panel.locator('a[href*="type=ris"]').click()]);
    const ris = await downloadText(download);
    expect(ris).toMatch(/^TY {2}- JOUR/m);
    expect(ris).toMatch(/^DO {2}- 10\.7554\/eLife\.02043$/m);
    expect(ris).toMatch(/^AU {2}- Mangan/m);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the big-picture dialog', () => {
  const figures = '/optics/en/article/doi/10.5555/masthead.figures.1';

  it('opens on a figure click, zooms, locks the page scroll, and closes on the backdrop', async () => {
    const { page, problems } = await openArticle(figures);
    const image = page.locator('#fig1 a[data-figure-image]');
    const natural = await image.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(natural).toBeGreaterThan(0);
    await image.click();
    const dialog = page.locator('dialog.mh-figure-dialog[open]');
    await dialog.waitFor();
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(viewport.width * 0.9 + 1);
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');
    // Zoom with the wheel over the image.
    const view = page.locator('.mh-figure-dialog-viewport');
    const centre = (await view.boundingBox())!;
    await page.mouse.move(centre.x + centre.width / 2, centre.y + centre.height / 2);
    await page.mouse.wheel(0, -400);
    await page.waitForFunction(() => Number(document.querySelector('.mh-figure-dialog [data-scale]')?.getAttribute('data-scale')) > 1);
    // A click on the backdrop (outside the dialog box) closes it and gives the page its scroll back.
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden');
    await expect(page.evaluate(() => document.activeElement?.closest('#fig1') !== null)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('closes with Escape; a missing image shows its caption and a placeholder', async () => {
    const { page } = await openArticle(figures);
    await page.locator('#fig1 a[data-figure-image]').focus();
    await page.keyboard.press('Enter');
    await page.locator('dialog.mh-figure-dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog.mh-figure-dialog[open]').waitFor({ state: 'detached' });
    await expect(page.locator('#fig3 .mh-fig-missing').isVisible()).resolves.toBe(true);
    await expect(page.locator('#fig3 figcaption').isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('does not open on a phone: the image fits the screen, and a tap shows it alone (the phone zooms it)', async () => {
    const { page } = await openArticle(figures, { userAgent: phone, width: 390 });
    const image = page.locator('#fig1 img');
    expect((await image.boundingBox())!.width).toBeLessThanOrEqual(390);
    await Promise.all([page.waitForURL(/\/rc-pub\/files\/\d+\/fig1-[0-9a-f]+\.png$/), image.tap()]);
    expect(await page.locator('dialog').count()).toBe(0);
    await page.context().close();
  });
});

describe('reading an article on a phone', () => {
  it('gets the mobile reader: references folded behind their heading until opened', async () => {
    const { page, problems } = await openArticle(elife, { userAgent: phone, width: 390 });
    await expect(page.locator('.mh-article-layout').getAttribute('data-device')).resolves.toBe('mobile');
    const references = page.locator('details#references');
    await expect(references.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(false);
    await expect(page.locator('#bib6').isVisible()).resolves.toBe(false);
    await references.locator('summary').click();
    await expect(page.locator('#bib6').isVisible()).resolves.toBe(true);
    // No page-wide horizontal scrolling on a phone: wide tables scroll in their own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a hostile article', () => {
  it('renders its scripts, handlers and javascript: links as inert text or not at all', async () => {
    const { page } = await openArticle('/optics/en/article/doi/10.5555/hostile.1');
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await expect(page.locator('h1').innerText()).resolves.toContain('<script>window.__pwned=1</script>');
    await page.locator('text=styled').first().hover();
    // The figure whose only image was a javascript: address keeps its caption; the script element in it is dropped.
    const caption = await page.locator('#f1 figcaption').innerText();
    expect(caption).toContain('A figure whose image is missing');
    expect(caption).not.toContain('__pwned');
    for (const link of await page.locator('main a[href]').all()) {
      const href = (await link.getAttribute('href'))!.trim().toLowerCase();
      expect(href).not.toMatch(/^(javascript|vbscript|data):/);
    }
    for (const mathLink of await page.locator('main math [href]').all()) {
      expect(((await mathLink.getAttribute('href')) ?? '').toLowerCase()).not.toContain('javascript');
    }
    expect(await page.locator('main [onclick], main [onmouseover], main [onerror]').count()).toBe(0);
    expect(await page.locator('main script').count()).toBe(0);
    // The 65534 × 1000 span is clamped: the table stays in its own box and covers nothing.
    const table = await page.locator('#t1 table').boundingBox();
    expect(table!.height).toBeLessThan(3000 * 80);
    const cover = await page.locator('#t1 th').first().evaluate((cell) => getComputedStyle(cell).position);
    expect(cover).not.toBe('fixed');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await page.context().close();
  });
});
