import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readSeed } from '../integration/helpers.ts';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';
import { watchConsole } from './support/console-watch.ts';
import { gotoReady, reloadReady } from './support/hydration.ts';

/**
 * The collection screens in a real browser after hydration: each opens and hydrates without console problems (every
 * album tab too) in Chinese, English and Arabic, and a reader can switch album tabs (the address follows), sort, and
 * reach the players with the keyboard. axe-core checks the same screens in accessibility/.
 */

const handles = browserAndServerForThisFile();

const [album] = readSeed('optics').albums as unknown as [{ id: number; enName: string }];
const [book] = readSeed('optics').books as unknown as [{ id: number }];
const standalone = (route: string, lang: string, query: Record<string, string> = {}) => `/${route}?${new URLSearchParams({ ...query, lang, slds: 'optics' })}`;

const pagesToCheck: { name: string; path: (lang: string) => string }[] = [
  { name: 'the album list', path: (lang) => `/optics/${lang}/collectionList/1206/` },
  { name: 'an album', path: (lang) => `/optics/${lang}/collections/${album.id}/` },
  { name: 'an album’s figures', path: (lang) => `/optics/${lang}/collections/${album.id}/?tab=picture&sort=VISITS` },
  { name: 'an album’s tables', path: (lang) => `/optics/${lang}/collections/${album.id}/?tab=table` },
  { name: 'an album’s experts', path: (lang) => `/optics/${lang}/collections/${album.id}/?tab=experts` },
  { name: 'the book list', path: (lang) => standalone('bookList', lang) },
  { name: 'a book', path: (lang) => standalone('bookList', lang, { id: String(book.id) }) },
  { name: 'the videos', path: (lang) => standalone('audioList', lang, { type: 'video', index: '-1' }) },
  { name: 'the audio', path: (lang) => standalone('audioList', lang, { type: 'audio', index: '-1' }) },
];

/** One tab for the file, as a reader has: a new tab costs the browser a new renderer process. */
let tab: Promise<{ page: Page; problems: string[] }> | undefined;

/** Opens `path` in the file's tab, ready, with what the console says from now on. */
async function open(path: string): Promise<{ page: Page; status: number | undefined; problems: string[] }> {
  tab ??= handles.browser.newPage({ viewport: { width: 1280, height: 900 } }).then((page) => ({ page, problems: watchConsole(page).problems }));
  const { page, problems } = await tab;
  problems.length = 0;
  const response = await gotoReady(page, `${handles.server.url}${path}`);
  return { page, status: response?.status(), problems };
}

describe.each(['zh', 'en', 'ara'])('in %s', (lang) => {
  it.each(pagesToCheck)('$name opens and hydrates without console problems', async ({ path }) => {
    const { status, problems } = await open(path(lang));
    expect(status).toBe(200);
    expect(problems).toEqual([]);
  });
});

describe('an album’s tabs', () => {
  it('switch in place with the keyboard, load the chosen tab, and keep the address in step', async () => {
    const { page, problems } = await open(`/optics/en/collections/${album.id}/`);
    const articles = page.getByRole('tab', { name: /^Articles/ });
    await articles.focus();
    await page.keyboard.press('ArrowRight');
    const figures = page.getByRole('tab', { name: /^Figures/ });
    // The tabs wake on focus; the arrow pressed meanwhile is answered once they have.
    await expect.poll(() => figures.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').locator('li[data-part] img').first().waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('picture');

    // The address reloads what the reader sees.
    await reloadReady(page);
    expect(await page.getByRole('tab', { name: /^Figures/ }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tabpanel').getByRole('link', { name: 'Date' }).click();
    await page.waitForURL(/sort=PUBLISH_DATE/);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('picture');
    expect(problems).toEqual([]);
  });
});

describe('the players', () => {
  it('are reached with the keyboard and named by their recording’s title', async () => {
    const { page } = await open(standalone('audioList', 'en', { type: 'video', index: '-1' }));
    const video = page.locator('main video').first();
    const name = await video.getAttribute('aria-label');
    expect(name).toBeTruthy();
    // From the main content, as the skip link leaves a keyboard reader (the header's links come before it).
    await page.locator('main').focus();
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      if (await video.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) break;
    }
    expect(await video.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))).toBe(true);
    const captioned = readSeed('optics').media.find((item) => Array.isArray(item.captions)) as unknown as { enResName: string; captions: { srclang: string }[] };
    const player = page.locator(`main video[aria-label="${captioned.enResName}"]`);
    expect(await player.evaluate((element: HTMLVideoElement) => [...element.textTracks].map((track) => `${track.kind}:${track.language}`))).toEqual(
      captioned.captions.map((track) => `captions:${track.srclang}`),
    );
  });
});
