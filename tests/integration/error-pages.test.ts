import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../support/parse-html.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/** The spec's /errorPage and /forbiddenPage, where the original sends readers when a site lookup fails (spec §8). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', SAMPLE_ARTICLES: 'off' });
});
afterAll(async () => {
  await server?.close();
});

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  const document = await parseHtml(await response.text());
  return { status: response.status, document, alert: document.querySelector('[role="alert"]') };
}

describe('the error and forbidden pages', () => {
  it('/errorPage says what went wrong (500 · Error by default), links home, and is never indexed', async () => {
    const { status, document, alert } = await page('/errorPage?lang=en');
    expect(status).toBe(200);
    expect(alert?.textContent).toContain('500 · Error');
    expect(alert?.querySelector('a')?.textContent).toBe('Back to home');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('main')?.textContent).not.toMatch(/not available yet/i);
  });

  it('/forbiddenPage says the site cannot be visited, in the language asked for', async () => {
    const { alert, document } = await page('/forbiddenPage?lang=zh');
    expect(alert?.textContent).toMatch(/^403 · /);
    expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('/');
  });
});
