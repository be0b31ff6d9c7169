import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAdminAccount } from '../../server/admin/accounts/admin-accounts.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { AdminBrowser } from '../support/admin-accounts.ts';
import { startTestServer } from '../support/start-test-server.ts';

export type StudioPublishResult = { rounds: number; p50Ms: number; p95Ms: number; maxMs: number; pageCache: 'on' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Issue 20's "publish → visible": a site admin publishes a footer change in the studio (draft, then publish, over
 * HTTP) and a reader loads the home page (page cache on, as `npm start` runs) until it shows the change. Each round
 * times from sending the publish to the first reader page that has it; the page was cached before each round.
 */
export async function measureStudioPublish(rounds: number): Promise<StudioPublishResult> {
  const server = await startTestServer({ PAGES: 'on', PAGE_CACHE: 'on', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_FACTOR: '100' });
  try {
    const database = openDatabase(server.databaseUrl);
    await createAdminAccount(database.db, { email: 'bench@example.org', name: 'Bench', role: 'owner', siteIds: [], password: 'bench owner secret' });
    await database.close();
    const admin = new AdminBrowser(server.url);
    await admin.signIn('bench@example.org', 'bench owner secret');
    const footer = JSON.parse(readFileSync(join(server.configDir, 'optics', 'footer.json'), 'utf8')) as Record<string, unknown>;
    const home = `${server.url}/optics/zh/home/`;
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const marker = `京ICP备${String(10_000_000 + round)}号`;
      await (await fetch(home)).text();
      const draft = await admin.call('POST', '/rc-pub/admin/sites/optics/config/footer.json/draft', { value: { ...footer, icp: marker }, revision: 0 });
      const revision = (draft.body.data as { draft: { revision: number } }).draft.revision;
      const started = performance.now();
      const published = await admin.call('POST', '/rc-pub/admin/sites/optics/config/footer.json/publish', { revision, message: `bench ${round}` });
      if (published.body.status !== 0) throw new Error(`publish refused: ${published.body.message}`);
      while (!(await (await fetch(home)).text()).includes(marker)) {
        if (performance.now() - started > 10_000) throw new Error(`round ${round}: not visible after 10 s`);
      }
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const round1 = (value: number) => Math.round(value * 10) / 10;
    return { rounds, p50Ms: round1(percentile(sorted, 50)), p95Ms: round1(percentile(sorted, 95)), maxMs: round1(sorted.at(-1)!), pageCache: 'on' };
  } finally {
    await server.close();
  }
}

export function studioPublishReport(result: StudioPublishResult): string {
  return [
    `Studio publish → visible (a footer change published over HTTP, then the optics home page read until it shows it; page cache on; ${result.rounds} rounds):`,
    `  p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (goal ≤ 1000 ms), max ${result.maxMs} ms`,
  ].join('\n');
}
