import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersion, noteContentWrite } from '../../server/db/content-version.ts';
import { openDatabase } from '../../server/db/open-database.ts';
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
    const other = openDatabase(server.databaseUrl);
    try {
      await other.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('news').select('data').where('id', '=', first!.id).executeTakeFirstOrThrow();
        await trx.updateTable('news').set({ data: JSON.stringify({ ...JSON.parse(row.data), title: '另一进程改过的标题' }) }).where('id', '=', first!.id).execute();
        // As every content write does, the generation rises with it.
        await noteContentWrite(trx);
      });
    } finally {
      await other.close();
    }
    const [changed] = await newsTitles();
    expect(changed!.title).toBe('另一进程改过的标题');
  });

  // An operator's script may note its write on its own, outside any transaction: on PostgreSQL the mark it leaves
  // raises the generation as that one statement commits (migration 0030's deferred trigger), not at some later commit.
  it('raises the generation at once for a write noted outside a transaction', async () => {
    const other = openDatabase(server.databaseUrl);
    try {
      const before = await contentVersion(other.db);
      await noteContentWrite(other.db);
      expect(await contentVersion(other.db)).toBe(before + 1);
      expect(await contentVersion(other.db)).toBe(before + 1);
    } finally {
      await other.close();
    }
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
