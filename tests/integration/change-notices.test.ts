import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVersion } from '../../server/config/versions/config-versions.ts';
import { announceChange } from '../../server/db/change-notices.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { listenForChanges } from '../../server/db/postgres/listen-for-changes.ts';
import { startPostgresCluster } from '../support/postgres-cluster.ts';
import { testsOnPostgres } from '../support/postgres-test-databases.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

const quiet = { info: () => {}, warn: () => {} };
const waitFor = async (done: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
};

// PostgreSQL's LISTEN/NOTIFY: integration-pg only.
describe.runIf(testsOnPostgres())('changes announced by NOTIFY', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The poll a minute apart: a publish served within a second came by NOTIFY.
    server = await startTestServer({ CONFIG_FOLLOW_MS: '60000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("serves another process's configuration publish well within a second", async () => {
    const optics = 101;
    const basicInfo = JSON.parse(readFileSync(join(server.configDir, 'optics', 'basic-info.json'), 'utf8')) as Record<string, unknown>;
    const database = openDatabase(server.databaseUrl);
    const enTitle = `Optics, announced ${Date.now()}`;
    await database.db.transaction().execute((trx) => publishVersion(trx, { document: 'optics/basic-info.json', body: JSON.stringify({ ...basicInfo, enTitle }), author: 'test', message: 'notice' }));
    const published = performance.now();
    await database.close();
    let served = false;
    while (!served && performance.now() - published < 5_000) {
      served = JSON.stringify((await server.get(`/rc-pub/front/site/getBasicInfo?siteId=${optics}`)).body).includes(enTitle);
    }
    expect(served).toBe(true);
    expect(performance.now() - published).toBeLessThan(1_000);
  });

  it('listens again after the database restarts, and reports the change it may have missed', async () => {
    const cluster = await startPostgresCluster();
    const topics: string[] = [];
    const listener = listenForChanges(cluster.url(), (topic) => topics.push(topic), quiet);
    try {
      const database = openDatabase(cluster.url());
      await listener.listening;
      await announceChange(database.db, 'config');
      expect(await waitFor(() => topics.length === 1, 5_000)).toBe(true);

      cluster.pause();
      cluster.resume();
      // Reported on reconnecting: notices sent while the connection was lost are gone.
      expect(await waitFor(() => topics.length === 2, 15_000)).toBe(true);
      await announceChange(database.db, 'config');
      expect(await waitFor(() => topics.length === 3, 5_000)).toBe(true);
      await database.close();
    } finally {
      await listener.close();
      cluster.stop();
    }
  });
});
