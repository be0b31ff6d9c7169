import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/** What a production server gives away about itself (issue 16, item 8): no source maps for readers. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on', SAMPLE_ARTICLES: 'off' });
});
afterAll(async () => {
  await server?.close();
});

describe('source maps', () => {
  const assets = join('dist', 'client', 'assets');

  it('are not served, though they are on the host for its operators', async () => {
    const maps = readdirSync(assets).filter((name) => name.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const name of maps.slice(0, 5)) {
      const response = await fetch(`${server.url}/assets/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.text()).not.toContain('"sourcesContent"');
    }
  });

  it('are not named by the scripts a reader downloads', async () => {
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    for (const name of scripts.slice(0, 5)) {
      const response = await fetch(`${server.url}/assets/${name}`);
      expect(response.status, name).toBe(200);
      expect(await response.text()).not.toContain('sourceMappingURL');
    }
  });
});

describe('article addresses that name no article', () => {
  it('answer 404 for a DOI path that is no DOI, and are not cached as pages', async () => {
    for (const path of ['/ecology/en/article/doi/anything', '/ecology/en/article/doi/10.1/x', '/ecology/en/article/doi/%3Csvg%3E']) {
      const first = await fetch(`${server.url}${path}`);
      expect(first.status, path).toBe(404);
      expect(await first.text()).toContain('<title>');
      const again = await fetch(`${server.url}${path}`);
      await again.arrayBuffer();
      expect(again.status, `${path} again`).toBe(404);
    }
  });
});
