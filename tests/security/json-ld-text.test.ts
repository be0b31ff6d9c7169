import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLdItemsOf } from '../support/json-ld.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { activeContentIn } from './support/active-content.ts';

/**
 * The journal's name and its publisher's are configuration, and go into the JSON-LD of the home, journal and issue
 * pages inside a `<script>` element: a name that closes the element (`</script>`), opens a comment or breaks a line
 * the JavaScript way must stay the name, as JSON.parse gives it back, and run nothing.
 */
const hostileName = 'Ecology </script><script>top.__pwned=18</script><!-- \u2028\u2029 & "quoted"';
const hostilePublisher = '</SCRIPT ><img src=x onerror=top.__pwned=19> Press';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PAGES: 'on' }, (configDir) => {
    const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
      const path = join(configDir, 'ecology', file);
      const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      change(json);
      writeFileSync(path, JSON.stringify(json, null, 2));
    };
    edit('site.json', (site) => {
      site.enName = hostileName;
    });
    edit('publication.json', (publication) => {
      publication.publisher = { name: hostilePublisher, enName: hostilePublisher, url: 'https://soes.example.org/' };
    });
  });
});
afterAll(async () => {
  await server?.close();
});

describe('a hostile journal and publisher name in the JSON-LD', () => {
  it.each(['/ecology/en/home/', '/ecology/en/about/', '/ecology/en/issues/', '/ecology/en/issue/2026/2/'])('%s: stays text and runs nothing', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(activeContentIn(html)).toEqual([]);
    const items = jsonLdItemsOf(html);
    expect(items.length).toBe(1);
    const text = JSON.stringify(items[0]);
    // The names come back whole from the one script element: nothing closed it early.
    expect(text).toContain(JSON.stringify(hostileName));
    expect(text).toContain(JSON.stringify(hostilePublisher));
  });
});
