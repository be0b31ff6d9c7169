import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { browserAndServerForThisFile } from './support/browser-and-server.ts';
import { siteOrigin } from './support/page-server.ts';
import { openWatched } from './support/hydration.ts';

/**
 * A reader following every menu item of the sample sites, in both route families and three languages: each item the
 * header links to inside the portal opens its screen (never a 404 or a "not yet available" page), without console
 * errors, and axe-core finds nothing on it. The links come from the rendered menu, so what is walked is what the
 * site's menu.json shows in that language.
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

/** A URL's screen, for checking each kind of screen with axe once per language: the path without ids and the query. */
const screenOf = (href: string) => new URL(href).pathname.replace(/\/\d[^/]*/g, '/:id');

describe.each([
  { sld: 'optics', family: 'site' as const },
  { sld: 'optics', family: 'language' as const },
  { sld: 'ecology', family: 'site' as const },
  { sld: 'ecology', family: 'language' as const },
])('$sld menu through the $family family', ({ sld, family }) => {
  it.each(['zh', 'en', 'ara'])('every portal link of the %s menu opens its screen', { timeout: 300_000 }, async (lang) => {
    const home = await open(homeUrl(sld, family, lang));
    expect(home.status).toBe(200);
    const links = await menuLinks(home.page);
    expect(links.length).toBeGreaterThan(3);
    await home.page.close();

    const checked = new Set<string>();
    const failures: string[] = [];
    for (const link of links) {
      const { page, console, status } = await open(link.href);
      if (status !== 200) failures.push(`${link.name} ${link.href}: status ${status}`);
      if ((await page.locator('p[data-screen], .mh-block-failed').count()) > 0) failures.push(`${link.name} ${link.href}: a screen not yet available or a failed block`);
      if (console.problems.length > 0) failures.push(`${link.name} ${link.href}: ${console.problems.join('; ')}`);
      const screen = screenOf(link.href);
      if (!checked.has(screen)) {
        checked.add(screen);
        try {
          await expectNoAxeViolations(page);
        } catch (error) {
          failures.push(`${link.name} ${link.href}: ${(error as Error).message}`);
        }
      }
      await page.close();
    }
    expect(failures).toEqual([]);
  });
});
