import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/** Pages read their data through the API; when it does not answer, readers get a clear page, not a blank one. */

let server: TestServer;
beforeAll(async () => {
  // Port 9 (discard) on loopback: nothing listens there, so every API request is refused at once.
  server = await startTestServer({ PAGES: 'on', API_BASE_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await server?.close();
});

describe('with the API down', () => {
  it('answers 503 with the data-service message, in the shell', async () => {
    const response = await fetch(`${server.url}/optics/en/home/`);
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(html).toContain('503 · Error');
    // React escapes the apostrophe in text.
    expect(html).toContain('The journal&#x27;s data service is not answering. Please try again in a moment.');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
