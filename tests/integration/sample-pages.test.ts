import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { attributeOf, descendantsOf, hasClass, parseServerHtml, type HtmlElement } from '../support/server-html.ts';

/**
 * The sample sites are what a new user sees first: every page their menus and header buttons lead to has something
 * on it — no page of theirs is only "No data".
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

const textOf = (element: HtmlElement): string =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : 'tagName' in child ? textOf(child) : '')).join(' ');

/** The portal links of the header (its menu and custom buttons), each once. */
function headerLinks(elements: HtmlElement[]): string[] {
  const header = elements.find((element) => element.tagName === 'header');
  const anchors = header ? descendantsOf(header).filter((element) => element.tagName === 'a' && attributeOf(element, 'target') !== '_blank') : [];
  return [...new Set(anchors.map((anchor) => attributeOf(anchor, 'href')!).filter((href) => href?.startsWith('/')))];
}

describe.each(['optics', 'ecology'])('%s', (sld) => {
  it.each(['zh', 'en'])('every page its header leads to in %s has content, none only "No data"', async (lang) => {
    const home = await fetch(`${server.url}/${sld}/${lang}/home/`);
    const links = headerLinks(parseServerHtml(await home.text()));
    expect(links.length).toBeGreaterThan(5);
    const empty: string[] = [];
    for (const href of links) {
      const page = await fetch(`${server.url}${href}${href.includes('?') ? '&' : '?'}lang=${lang}`);
      const main = parseServerHtml(await page.text()).find((element) => element.tagName === 'main');
      const status = main && descendantsOf(main).find((element) => element.tagName === 'p' && attributeOf(element, 'role') === 'status' && !hasClass(element, 'mh-search-idle'));
      if (status && /no data|暂无数据/i.test(textOf(status))) empty.push(`${href}: ${textOf(main!).replace(/\s+/g, ' ').trim().slice(0, 80)}`);
    }
    expect(empty).toEqual([]);
  }, 60_000);
});
