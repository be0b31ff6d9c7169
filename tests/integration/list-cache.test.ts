import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';
import { parsePrometheus } from '../support/parse-prometheus.ts';
import { readConfig } from './helpers.ts';

const optics = readConfig('optics', 'site.json') as unknown as { siteId: number };

/**
 * The public content lists every home page asks for are kept between requests (LIST_CACHE), and what another process
 * writes (an import, an edit) is served on the next request, not after the TTL.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LIST_CACHE_TTL_SECONDS: '600' });
});
afterAll(async () => {
  await server?.close();
});

const lookups = async () => {
  const samples = parsePrometheus(await (await fetch(`${server.url}/metrics`)).text());
  const count = (result: string) => samples.find((sample) => sample.name === 'masthead_list_cache_lookups_total' && sample.labels.result === result)?.value ?? 0;
  return { hit: count('hit'), miss: count('miss') };
};

const newsTitles = async () => {
  const { body } = await server.get(`/rc-pub/front/news/list?siteId=${optics.siteId}&size=5`);
  return (body.data as { content: { id: number; title: string }[] }).content;
};

describe('the list cache', () => {
  it('answers a list asked for again from the cache, the same', async () => {
    const before = await lookups();
    const first = await newsTitles();
    const again = await newsTitles();
    expect(again).toEqual(first);
    const after = await lookups();
    expect(after.miss - before.miss).toBe(1);
    expect(after.hit - before.hit).toBe(1);
  });

  it('serves what another process wrote on the very next request, long before the TTL', async () => {
    const [first] = await newsTitles();
    const other = new Database(server.databaseFile);
    try {
      const row = other.prepare('SELECT data FROM news WHERE id = ?').get(first!.id) as { data: string };
      // As every content write does (server/db/content-version.ts: noteContentWrite), the generation rises with it.
      other.transaction(() => {
        other.prepare('UPDATE news SET data = ? WHERE id = ?').run(JSON.stringify({ ...JSON.parse(row.data), title: '另一进程改过的标题' }), first!.id);
        other.prepare("UPDATE shared_generation SET value = value + 1 WHERE name = 'content'").run();
      })();
    } finally {
      other.close();
    }
    const [changed] = await newsTitles();
    expect(changed!.title).toBe('另一进程改过的标题');
  });

  it('is read anew after a configuration reload', async () => {
    await newsTitles();
    const before = await lookups();
    const reload = await fetch(`${server.url}/rc-pub/admin/reload-config`, { method: 'POST' });
    await reload.text();
    expect(reload.status).toBe(200);
    await newsTitles();
    const after = await lookups();
    expect(after.miss - before.miss).toBe(1);
  });
});
