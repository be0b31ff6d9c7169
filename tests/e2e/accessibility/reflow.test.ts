import { describe, expect, it } from 'vitest';
import { browserAndServerForThisFile } from '../support/browser-and-server.ts';
import { readerTabs } from './reader-tabs.ts';

const handles = browserAndServerForThisFile();
const openReady = readerTabs(handles);
const standalone = (route: string, lang: string, query: Record<string, string> = {}) =>
  `/${route}?${new URLSearchParams({ ...query, lang, slds: 'optics' })}`;

/**
 * WCAG 1.4.10 Reflow: at 320 CSS px wide nothing sticks out sideways, so the page never scrolls in two directions.
 * Content that needs two dimensions is exempt (WCAG's own exception): formulas and tables, which scroll in their own
 * boxes, and anything inside a box that scrolls or clips horizontally.
 */
describe.each(['en', 'ara'])('reflow at 320 px in %s', (lang) => {
  it.each([
    `/optics/${lang}/home/`,
    `/ecology/${lang}/home/`,
    `/ecology/${lang}/article/doi/10.7554/eLife.02043`,
    standalone('article', lang, { type: '1', index: '-1', q: 'of' }),
    standalone('seniorSearch', lang),
    standalone('login', lang),
    standalone('register', lang),
  ])('%s keeps to the width of the screen', async (path) => {
    const { page } = await openReady(path, { width: 320 });
    const sticking = await page.evaluate(() => {
      const scrollsOrClips = (element: Element) =>
        ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX) && element !== document.documentElement && element !== document.body;
      const exempt = (element: Element) => {
        if (element.closest('math, .mh-formula, .mh-table-scroll, .mh-disp-formula, [hidden], dialog, .mh-visually-hidden')) return true;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) if (scrollsOrClips(parent)) return true;
        return false;
      };
      return [...document.querySelectorAll('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > innerWidth + 1 || box.left < -1) && !exempt(element);
        })
        .slice(0, 10)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)} ${element.textContent?.trim().slice(0, 40)}`);
    });
    expect(sticking).toEqual([]);
  });
});
