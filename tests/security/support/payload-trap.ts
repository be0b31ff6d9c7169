import type { BrowserContext, Page } from 'playwright-core';

/**
 * What a payload would leave behind in Chromium: every write to `window.__pwned` (the flag all payloads of the corpus
 * set) and every dialog (`alert(…)`), recorded for the whole browser context — across navigations — through a
 * function the page calls back into the test.
 */
export type PayloadTrap = { pwned: string[]; dialogs: string[]; errors: string[] };

export async function trapPayloads(context: BrowserContext): Promise<PayloadTrap> {
  const trap: PayloadTrap = { pwned: [], dialogs: [], errors: [] };
  await context.exposeFunction('__mastheadPwned', (value: string, where: string) => trap.pwned.push(`${value} at ${where}`));
  await context.addInitScript(() => {
    const report = (value: unknown) => (window as unknown as { __mastheadPwned: (value: string, where: string) => void }).__mastheadPwned(String(value), location.href);
    Object.defineProperty(window, '__pwned', { configurable: false, get: () => undefined, set: report });
  });
  context.on('page', (page) => watchPage(page, trap));
  return trap;
}

function watchPage(page: Page, trap: PayloadTrap): void {
  page.on('dialog', (dialog) => {
    trap.dialogs.push(`${dialog.type()} "${dialog.message()}" at ${page.url()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => {
    if (/__pwned|msgbox|alert/.test(error.message)) trap.errors.push(`${error.message} at ${page.url()}`);
  });
}

/**
 * Does in the page what a reader might, to anything hostile that survived: fires the event of every event-handler
 * attribute (a reader's hover, focus or click), and clicks every link whose address has a script scheme (the
 * browser's own parsing of `href`, so "java\tscript:" counts). Answers what it found, which should be nothing.
 */
export function pokeHostileMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of [...element.attributes]) {
        if (!/^on/i.test(attribute.name)) continue;
        found.push(`${attribute.name} on <${element.tagName.toLowerCase()}>`);
        element.dispatchEvent(new Event(attribute.name.slice(2).toLowerCase(), { bubbles: false }));
      }
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
      if (!/^(javascript|vbscript|data):$/.test(link.protocol)) continue;
      found.push(`${link.protocol} link "${link.textContent?.trim().slice(0, 40)}"`);
      link.click();
    }
    for (const element of document.querySelectorAll('[href]:not(a):not(area):not(link)')) {
      // eslint-disable-next-line no-control-regex -- browsers drop these inside a scheme
      const href = (element.getAttribute('href') ?? '').replace(/[\u0000-\u0020\u007f]/g, '');
      if (/^(javascript|vbscript|data):/i.test(href)) found.push(`${href.slice(0, 11)} href on <${element.tagName.toLowerCase()}>`);
    }
    return found;
  });
}
