import { expect, it } from 'vitest';
import { languageSegments } from '../../schemas/language-codes.ts';
import type { TestServer } from '../support/start-test-server.ts';
import { attributeOf, descendantsOf, hasClass, parseServerHtml, type HtmlElement } from '../support/server-html.ts';
import { rawGetText, readConfig } from './helpers.ts';

/**
 * The walk of tests/integration/menu-links-*.test.ts: every portal link of a sample site's menu, in all ten
 * languages, through one route family, followed over HTTP. Each opens its screen (200, never a "not yet available"
 * screen or a failed block) as complete server HTML with the page's landmarks. The links are read from the menu the
 * server rendered, so what is walked is what the site's menu.json shows in that language. A site that is expired or
 * under maintenance answers its notice instead, in every language.
 */

/** How a page is addressed: by path on the portal's host (`/optics/en/home/`), or on the site's own domain (`/en/home/`). */
export type Family = 'site' | 'language';

export const siteOf = (sld: string) => readConfig(sld, 'site.json') as { domains: string[]; status?: string };

/** A page of the site through one family. */
export function getPage(server: TestServer, sld: string, family: Family, path: string) {
  const host = family === 'language' ? `${siteOf(sld).domains[0]}:${new URL(server.url).port}` : new URL(server.url).host;
  return rawGetText(server.url, path, { host, 'accept-language': 'en' });
}

const homePath = (sld: string, family: Family, lang: string) => (family === 'site' ? `/${sld}/${lang}/home/` : `/${lang}/home/`);

/** The portal links of the title menu (external links open in a new tab and leave the portal), each once. */
export function menuLinks(elements: HtmlElement[]): { name: string; href: string }[] {
  const nav = elements.find((element) => element.tagName === 'nav' && hasClass(element, 'mh-title-nav'));
  if (!nav) return [];
  const anchors = descendantsOf(nav).filter((element) => element.tagName === 'a' && attributeOf(element, 'href') && attributeOf(element, 'target') !== '_blank');
  const links = anchors.map((anchor) => ({ name: textOf(anchor), href: attributeOf(anchor, 'href')! }));
  return [...new Map(links.map((link) => [link.href, link])).values()];
}

const textOf = (element: HtmlElement): string =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : 'tagName' in child ? textOf(child) : '')).join('').trim();

/** What a reader and a screen reader need of a server page: its landmarks and one heading, no unfinished screen. */
function pageProblems(elements: HtmlElement[]): string[] {
  const problems: string[] = [];
  const count = (tag: string) => elements.filter((element) => element.tagName === tag).length;
  if (count('main') !== 1) problems.push(`${count('main')} main landmarks`);
  for (const tag of ['header', 'nav', 'footer', 'h1']) if (count(tag) === 0) problems.push(`no ${tag}`);
  if (elements.some((element) => element.tagName === 'p' && attributeOf(element, 'data-screen') !== undefined)) problems.push('a screen not yet available');
  if (elements.some((element) => hasClass(element, 'mh-block-failed'))) problems.push('a failed block');
  return problems;
}

/** One test per language: the site's menu in that language, every link followed through `family`. */
export function walkEveryMenuLink(server: () => TestServer, sld: string, family: Family): void {
  const notice = { expired: 403, maintenance: 503 }[siteOf(sld).status ?? ''];
  it.each(languageSegments)(`every menu link through the ${family} family in %s opens its screen`, async (lang) => {
    const home = await getPage(server(), sld, family, homePath(sld, family, lang));
    const elements = parseServerHtml(home.text);
    expect(pageProblems(elements)).toEqual([]);
    if (notice) {
      expect(home.http).toBe(notice);
      return;
    }
    expect(home.http).toBe(200);
    const links = menuLinks(elements);
    expect(links.length).toBeGreaterThan(3);

    const failures: string[] = [];
    for (const link of links) {
      const page = await getPage(server(), sld, family, link.href);
      const problems = [...(page.http === 200 ? [] : [`status ${page.http}`]), ...pageProblems(parseServerHtml(page.text))];
      if (problems.length > 0) failures.push(`${link.name} ${link.href}: ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
}
