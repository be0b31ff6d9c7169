import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/**
 * Every link of the sample sites' home pages leads somewhere: issue 18 found the first optics carousel slide pointing at
 * an issue the site does not have (404).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' });
});
afterAll(async () => {
  await server?.close();
});

describe('the links of the sample home pages', () => {
  it.each(['/optics/zh/home/', '/optics/en/home/', '/ecology/en/home/', '/sciencegroup/en/home/'])('on %s, each of this portal answers, none a 404', async (home) => {
    const document = await parseHtml(await (await fetch(`${server.url}${home}`)).text());
    const hrefs = [...new Set([...document.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href')!))];
    expect(hrefs.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const href of hrefs) {
      const response = await fetch(`${server.url}${href}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status >= 400) broken.push(`${href} → ${response.status}`);
    }
    expect(broken).toEqual([]);
  }, 60_000);
});
