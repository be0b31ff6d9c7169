import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { testsOnPostgres } from '../support/postgres-test-databases.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/** Answers until one meets `wanted`, for up to `ms` (the pool's next connection succeeds once the server is back). */
async function eventually<T>(read: () => Promise<T>, wanted: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (wanted(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// PostgreSQL stopped under a running server: this file starts a cluster of its own to stop (integration-pg only).
describe.runIf(testsOnPostgres())('PostgreSQL stopped while the server runs', () => {
  let cluster: PostgresCluster;
  let server: TestServer;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    server = await startTestServer({ DATABASE_URL: cluster.url(), SAMPLE_ARTICLES: 'off', PAGES: 'on' });
  });

  afterAll(async () => {
    await server?.close();
    cluster?.stop();
  });

  it('answers 503 with a plain message, says not ready, and serves again by itself once it is back', async () => {
    const list = () => server.get('/rc-pub/front/news/list?size=3', { headers: { siteId: '101' } });
    expect((await list()).http).toBe(200);

    cluster.pause();
    const down = await list();
    expect(down.http).toBe(503);
    expect(down.body).toEqual({ status: 50310, message: 'The service is briefly unavailable; please try again in a moment.' });
    const page = await fetch(`${server.url}/optics/en/home/`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.text()).toContain("The journal's data service is not answering.");
    const ready = await server.get('/readyz');
    expect(ready.http).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not ready', checks: { database: { ok: false } } });
    expect((await server.get('/healthz')).http).toBe(200);

    cluster.resume();
    const back = await eventually(list, (answer) => answer.http === 200);
    expect(back.http).toBe(200);
    expect((await eventually(() => server.get('/readyz'), (answer) => answer.http === 200)).body).toMatchObject({ status: 'ready' });
  });
});
