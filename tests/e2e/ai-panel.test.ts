import { describe, expect, it } from 'vitest';
import { readConfig, readSeed, type Json } from '../integration/helpers.ts';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';
import { watchConsole } from './support/console-watch.ts';
import { gotoReady } from './support/hydration.ts';

/**
 * The AI Q&A panel in Chromium (spec §1, §4) on optics: the button opens the panel, the development frame loads on
 * its token and hears the page's context, a question is answered with a citation of a seeded article, and closing
 * gives focus back to the button. axe-core checks the open panel and the frame page in accessibility/.
 */

const handles = browserAndServerForThisFile({ SAMPLE_ARTICLES: 'off' });

const aiqa = readConfig('optics', 'aiqa.json') as Json & { enAppName: string };

type Article = Json & { id: number; periodId: number | null; title: string; enTitle: string };
const articles = readSeed('optics').articles as Article[];

/** A published article and a word of its English title that no other article's title has. */
function distinctiveTitleWord(): { article: Article; word: string } {
  for (const article of articles.filter((candidate) => candidate.periodId !== null)) {
    for (const word of article.enTitle.toLowerCase().match(/\p{L}{9,}/gu) ?? []) {
      if (!articles.some((other) => other !== article && `${other.title} ${other.enTitle}`.toLowerCase().includes(word))) return { article, word };
    }
  }
  throw new Error('the optics seed has no article with a distinctive title word');
}

describe('AI panel', () => {
  it('opens the frame, answers a question with a citation link, and gives focus back on close', async () => {
    const page = await handles.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { problems } = watchConsole(page);
    await gotoReady(page, `${handles.server.url}/optics/en/home/`);

    const button = page.getByRole('button', { name: aiqa.enAppName, exact: true });
    await button.click();
    // The button is an island that wakes on the reader's first reach for it: the click is answered once it has (its
    // code loads first, which on a busy machine takes longer than poll's default second).
    await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: 5000 }).toBe('true');
    const dialog = page.getByRole('dialog', { name: aiqa.enAppName });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // The frame loads on its token and enables its form once the page has posted its host, site and language.
    const frame = page.frameLocator('.mh-ai-panel iframe');
    await frame.locator('html[data-host-ready="true"]').waitFor();
    expect(await frame.locator('h1').innerText()).toBe(aiqa.enAppName);

    const { article, word } = distinctiveTitleWord();
    await frame.getByLabel('Your question').fill(`What is known about ${word}?`);
    await frame.getByRole('button', { name: 'Ask' }).click();
    const citation = frame.locator('.aiqa-citations a', { hasText: article.enTitle });
    await citation.waitFor();
    expect(await citation.getAttribute('href')).toBe(`${handles.server.url}/optics/en/article/${article.id}/`);
    expect(await citation.getAttribute('target')).toBe('_top');

    await dialog.getByRole('button', { name: `Close ${aiqa.enAppName}` }).click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dialog.isVisible()).toBe(false);

    // Escape inside the frame closes the panel too (the frame tells the page).
    await button.click();
    await frame.locator('html[data-host-ready="true"]').waitFor();
    await frame.getByLabel('Your question').focus();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('.mh-ai-button')?.getAttribute('aria-expanded') === 'false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('sits at the inline-end corner, on the left in Arabic', async () => {
    const page = await handles.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await gotoReady(page, `${handles.server.url}/optics/ara/home/`);
    const box = await page.locator('.mh-ai-button').boundingBox();
    expect(box!.x).toBeLessThan(100);
    await page.close();
  });
});
