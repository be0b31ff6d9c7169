import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';
import { siteOrigin } from './support/page-server.ts';
import { gotoReady, openWatched } from './support/hydration.ts';

/**
 * A reader following every menu item of the sample sites in a real browser, one pass per site and language (the
 * site's own domain for one site, the portal's path family for the other): each item the header links to inside the
 * portal opens its screen and hydrates, without console errors. The links come from the rendered menu, so what is
 * walked is what the site's menu.json shows in that language. Every link in both families and all ten languages is
 * checked over HTTP by tests/integration/menu-links-*.test.ts; axe runs on every page type in accessibility/.
 */

const handles = browserAndServerForThisFile();
const domainOf = (sld: string) => JSON.parse(readFileSync(`site-configs/${sld}/site.json`, 'utf8')).domains[0] as string;

type Family = 'site' | 'language';
const homeUrl = (sld: string, family: Family, lang: string) =>
  family === 'site' ? `${handles.server.url}/${sld}/${lang}/home/` : `${siteOrigin(handles.server, domainOf(sld))}/${lang}/home/`;

const open = (url: string) => openWatched(handles.browser, url);

/** The portal links of the title menu (external links open in a new tab and leave the portal). */
async function menuLinks(page: Page): Promise<{ name: string; href: string }[]> {
  const links = await page.locator('nav.mh-title-nav a[href]:not([target="_blank"])').evaluateAll((anchors) =>
    anchors.map((anchor) => ({ name: anchor.textContent?.trim() ?? '', href: (anchor as HTMLAnchorElement).href })),
  );
  return [...new Map(links.map((link) => [link.href, link])).values()];
}

describe.each([
  { sld: 'optics', family: 'site' as const },
  { sld: 'ecology', family: 'language' as const },
])('$sld menu through the $family family', ({ sld, family }) => {
  it.each(['zh', 'en', 'ara'])('every portal link of the %s menu opens its screen', { timeout: 300_000 }, async (lang) => {
    // One tab, as a reader has: each link is opened in it in turn, and what its console said is read per page.
    const { page, console, status } = await open(homeUrl(sld, family, lang));
    expect(status).toBe(200);
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(3);

    const failures: string[] = [];
    for (const link of links) {
      console.problems.length = 0;
      const response = await gotoReady(page, link.href);
      if (response?.status() !== 200) failures.push(`${link.name} ${link.href}: status ${response?.status()}`);
      if ((await page.locator('p[data-screen], .mh-block-failed').count()) > 0) failures.push(`${link.name} ${link.href}: a screen not yet available or a failed block`);
      if (console.problems.length > 0) failures.push(`${link.name} ${link.href}: ${console.problems.join('; ')}`);
    }
    await page.close();
    expect(failures).toEqual([]);
  });
});
