import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a sighted keyboard user sees of the focused element: where it is, whether a focus ring shows, whether something covers it. */
export type FocusView = { tag: string; name: string; ring: boolean; inViewport: boolean; coveredBy: string | null };

/** The focused element as a keyboard user sees it (WCAG 2.4.7 focus visible, 2.4.11 focus not obscured). */
export function focusView(page: Page): Promise<FocusView | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    const inViewport = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    // The middle of the element's first line box (a link that wraps has a bounding box wider than either line).
    const line = element.getClientRects()[0] ?? box;
    const x = Math.min(Math.max(line.left + line.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(line.top + Math.min(line.height / 2, 10), 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const covered = top && !element.contains(top) && !top.contains(element) ? `${top.tagName.toLowerCase()}.${top.className}` : null;
    const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '').trim().slice(0, 60);
    return { tag: element.tagName.toLowerCase(), name, ring, inViewport, coveredBy: covered };
  });
}

/** Fails unless the focused element shows a focus ring, on screen and not hidden under something else. */
export async function expectVisibleFocus(page: Page): Promise<FocusView> {
  const view = await focusView(page);
  expect(view, 'focus left the page').not.toBeNull();
  expect(view, `focus is not visible on ${JSON.stringify(view)}`).toMatchObject({ ring: true, inViewport: true, coveredBy: null });
  return view!;
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element matches `selector`, checking on the way that
 * every stop shows its focus. Fails after `limit` presses.
 */
export async function tabTo(page: Page, selector: string, { limit = 200, backwards = false } = {}): Promise<FocusView> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const view = await expectVisibleFocus(page);
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return view;
  }
  throw new Error(`${selector} was not reached in ${limit} presses of Tab`);
}

/** Whether the focused element matches `selector`. */
export function focusMatches(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
}
