import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testsOnPostgres } from '../support/postgres-test-databases.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * `npm run dev`: Vite runs inside the server; configuration problems and unknown blocks are shown on the page. The
 * server runs in a process of its own, as `npm run dev` starts it.
 *
 * Run on SQLite only. What is checked here is how the page is built and served in development (Vite's transforms, the
 * overlay, the placeholder), which comes after the page's data is read and is the same on either engine; the page's
 * data on PostgreSQL is read by the production build's tests of the same screens (sample-pages, home-links). A second
 * development server would cost ~10 s of CPU, most of it Vite transforming the source.
 */

let server: ServerProcess;

describe.skipIf(testsOnPostgres())('development mode', () => {
  beforeAll(async () => {
    server = await startServerProcess({ PAGES: 'on', NODE_ENV: 'development' }, (configDir) => {
      const file = join(configDir, 'optics', 'modules.json');
      const modules = JSON.parse(readFileSync(file, 'utf8'));
      modules.home.unshift({ id: 99, code: 'noSuchBlock', props: {} });
      writeFileSync(file, JSON.stringify(modules));
      const header = join(configDir, 'optics', 'header.json');
      writeFileSync(header, readFileSync(header, 'utf8').replace('"navStyle": 1', '"navStyle": "wide"'));
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('renders pages through Vite, with the overlay and the unknown-block placeholder', async () => {
    const response = await fetch(`${server.url}/optics/en/home/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('/@vite/client');
    expect(html).toContain('Configuration problems');
    expect(html).toContain('header.json: navStyle: Invalid input: expected number, received string');
    expect(html).toContain('No block is registered for module code “noSuchBlock”.');
    expect(html).toContain('window.__MASTHEAD_DEV__=true');
  });
});
